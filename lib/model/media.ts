// A media library image as the console's client components show it (decision 626); built on the server
// from the data layer's item by toMediaChoice (lib/format/media.ts).

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
