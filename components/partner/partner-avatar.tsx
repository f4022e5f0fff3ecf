/**
 * The first character of the first two words, as a person sees it (a grapheme: "मी", "🌶️"), never half of
 * a surrogate pair drawn as "�" (issue 49 m9).
 */
export function initials(fullName: string): string {
  const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
  const letters = fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => segmenter.segment(part)[Symbol.iterator]().next().value?.segment.toUpperCase() ?? "");
  return letters.join("") || "?";
}

/** The partner's avatar image, or their initials on the brand colour. Decorative: the name is beside it. */
export function PartnerAvatar({
  fullName,
  avatar,
  size = "size-10",
}: {
  fullName: string;
  avatar?: string | null;
  size?: string;
}) {
  if (avatar)
    // eslint-disable-next-line @next/next/no-img-element -- an uploaded avatar on any storage host
    return <img src={avatar} alt="" className={`${size} shrink-0 rounded-full object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`grid ${size} shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white`}
    >
      {initials(fullName)}
    </span>
  );
}
