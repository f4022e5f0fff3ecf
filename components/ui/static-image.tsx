import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";

type ImgProps = ReturnType<typeof getImageProps>["props"];

/** The high-priority preload hint `<Image preload>` adds, for the screens `media` names (all when absent). */
function preloadImage(props: ImgProps, media?: string): void {
  // An inlined picture (`data:`, lib/assets/inline-image.ts) is in the page already: nothing to preload.
  if (typeof props.src !== "string" || props.src.startsWith("data:")) return;
  preload(props.src, {
    as: "image",
    fetchPriority: "high",
    imageSrcSet: props.srcSet,
    imageSizes: props.sizes,
    ...(media ? { media } : {}),
  });
}

/**
 * next/image's markup (srcset, sizes, dimensions, lazy loading, the optimiser's URLs) rendered on the server
 * as a plain `<img>`, without next/image's client component: a page of server-rendered images ships no image
 * JavaScript (issue 12, decision 313). `preload` (or the older `priority`) adds the same high-priority
 * preload hint `<Image preload>` would. Use `next/image` itself only inside client components.
 */
export function StaticImage({ preload: wantsPreload, priority, ...rest }: ImageProps) {
  const eager = Boolean(wantsPreload || priority);
  const { props } = getImageProps({ ...rest, preload: eager });
  if (eager) preloadImage(props);
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own props, from getImageProps
  return <img {...props} alt={rest.alt} />;
}

/**
 * One picture that is a different file on screens matching `media` (`<picture>` with a `<source>`): the
 * browser fetches and decodes only the file it shows, and `preload` hints each file for its own screens
 * only. (Two `<img>`s with one hidden by CSS made every visitor fetch, decode and lay out both; decision
 * 321.) `narrow` is the `<img>` itself, so it is also what a browser without `<picture>` shows.
 */
export function ArtDirectedImage({
  narrow,
  wide,
  media,
  preload: wantsPreload = false,
}: {
  narrow: ImageProps;
  wide: ImageProps;
  media: string;
  preload?: boolean;
}) {
  const narrowProps = getImageProps({ ...narrow, preload: wantsPreload }).props;
  const wideProps = getImageProps({ ...wide, preload: wantsPreload }).props;
  if (wantsPreload) {
    preloadImage(narrowProps, `not all and ${media}`);
    preloadImage(wideProps, media);
  }
  return (
    <picture>
      <source media={media} srcSet={wideProps.srcSet ?? wideProps.src} sizes={wideProps.sizes} />
      <img {...narrowProps} alt={narrow.alt} />
    </picture>
  );
}
