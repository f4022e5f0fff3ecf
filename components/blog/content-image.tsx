import { ArtDirectedImage, StaticImage } from "@/components/ui/static-image";

type ContentImageProps = {
  src: string | null | undefined;
  alt: string;
  className?: string;
  sizes?: string;
  priority?: boolean;
  /** Loaded at once (not lazily) without a preload hint: above the fold on some views only. */
  eager?: boolean;
  /** Another file where the screen matches `media` (with its own `sizes`); only the one shown is fetched. */
  wide?: { src: string | null | undefined; sizes: string; media: string };
};

/** The optimiser cannot improve an SVG and would need every remote host allow-listed in next.config. */
const servedAsIs = (src: string) => /\.svg(\?|$)/i.test(src) || /^https?:\/\//i.test(src) || src.startsWith("data:");

/**
 * A content image filling its (relatively positioned, sized) parent, or a drawn placeholder when
 * there is none. SVGs and remote files are served as they are (`servedAsIs`).
 */
export function ContentImage({
  src,
  alt,
  className = "",
  sizes = "100vw",
  priority = false,
  eager = false,
  wide,
}: ContentImageProps) {
  if (!src) return <ImagePlaceholder className={className} />;
  const unoptimized = servedAsIs(src);
  const loading = eager && !priority ? "eager" : undefined;
  if (wide?.src && wide.src !== src) {
    const common = { alt, fill: true, loading, className: `object-cover ${className}` } as const;
    return (
      <ArtDirectedImage
        narrow={{ ...common, src, sizes, unoptimized }}
        wide={{ ...common, src: wide.src, sizes: wide.sizes, unoptimized: servedAsIs(wide.src) }}
        media={wide.media}
        preload={priority}
      />
    );
  }
  return (
    <StaticImage
      src={src}
      alt={alt}
      fill
      sizes={sizes}
      priority={priority}
      loading={loading}
      unoptimized={unoptimized}
      className={`object-cover ${className}`}
    />
  );
}

export function ImagePlaceholder({ className = "" }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label="No image"
      data-testid="image-placeholder"
      className={`absolute inset-0 grid place-items-center bg-gradient-to-br from-brand-50 via-brand-100 to-brand-200 ${className}`}
    >
      <svg viewBox="0 0 48 48" aria-hidden="true" className="size-14 text-brand-600/70">
        <rect x="6" y="10" width="36" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <circle cx="17" cy="20" r="3.5" fill="currentColor" />
        <path d="M8 35l11-11 8 8 5-5 8 8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
