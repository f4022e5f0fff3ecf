import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";

/**
 * next/image's markup (srcset, sizes, dimensions, lazy loading, the optimiser's URLs) rendered on the server
 * as a plain `<img>`, without next/image's client component: a page of server-rendered images ships no image
 * JavaScript (issue 12, decision 313). `preload` (or the older `priority`) adds the same high-priority
 * preload hint `<Image preload>` would. Use `next/image` itself only inside client components.
 */
export function StaticImage({ preload: wantsPreload, priority, ...rest }: ImageProps) {
  const eager = Boolean(wantsPreload || priority);
  const { props } = getImageProps({ ...rest, preload: eager });
  // An inlined picture (`data:`, lib/content/inline-image.ts) is in the page already: nothing to preload.
  if (eager && typeof props.src === "string" && !props.src.startsWith("data:")) {
    preload(props.src, {
      as: "image",
      fetchPriority: "high",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own props, from getImageProps
  return <img {...props} alt={rest.alt} />;
}
