import type { MediaChoice } from "@/lib/model/media";
import { formatFileSize } from "./file-size";

// A media library image as the console shows it (decision 626): its size and dimensions in words, and
// the picker's choice built from the data layer's item.

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
