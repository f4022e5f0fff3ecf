import type { IconName } from "@/lib/copy/home";
import { SpriteIcon } from "./sprite-icon";

/** A home-page feature's icon, from the cached sprite (decision 630). */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  return <SpriteIcon name={name} className={className} />;
}
