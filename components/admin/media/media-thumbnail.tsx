/**
 * A library image's thumbnail (decision 626): decorative (the file name beside it says what it is), loaded
 * when scrolled to, on whichever storage host holds the upload.
 */
export function MediaThumbnail({
  src,
  width,
  height,
  className,
}: {
  src: string;
  width: number;
  height: number;
  className: string;
}) {
  // eslint-disable-next-line @next/next/no-img-element -- an upload on any storage host
  return <img src={src} alt="" width={width} height={height} loading="lazy" className={className} />;
}
