import { ICON_SPRITE_HREF, type IconSpriteName } from "@/lib/assets/icon-sprite.generated";

/**
 * A decorative icon drawn from the cached sprite (`/icons.svg`, decision 630): a few bytes in the HTML and
 * flight data instead of the whole drawing in each. Sized by `className`, coloured by `currentColor`.
 */
export function SpriteIcon({ name, className }: { name: IconSpriteName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`${ICON_SPRITE_HREF}#${name}`} />
    </svg>
  );
}
