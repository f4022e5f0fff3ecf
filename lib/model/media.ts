import { formatFileSize } from "@/lib/format/file-size";

// A media library image as the console's client components show it (decision 626); built on the server
// from the data layer's item.

/** A library image as the editor's picker offers it. */
export type MediaChoice = {
  id: string;
  url: string;
  fileName: string;
  /** "120.5 KB" */
  size: string;
  /** "1200 × 630 px", or null when unknown. */
  dimensions: string | null;
  /** The alt text a post or a service already gives it ("" when none). */
  alt: string;
  uses: number;
};

type Item = {
  id: string;
  key: string;
  url: string;
  fileName: string | null;
  size: number;
  width: number | null;
  height: number | null;
  usedBy: { alt: string }[];
};

export const dimensionsText = (item: { width: number | null; height: number | null }) =>
  item.width && item.height ? `${item.width} × ${item.height} px` : null;

export function toMediaChoice(item: Item): MediaChoice {
  return {
    id: item.id,
    url: item.url,
    fileName: item.fileName ?? item.key,
    size: formatFileSize(item.size),
    dimensions: dimensionsText(item),
    alt: item.usedBy.find((use) => use.alt)?.alt ?? "",
    uses: item.usedBy.length,
  };
}
