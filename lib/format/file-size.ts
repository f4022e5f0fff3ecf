const oneDecimal = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });

/** A file's size as people read it: bytes below 1 KB, KB below 1 MB, then MB (1 KB = 1,024 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${oneDecimal.format(bytes / 1024)} KB`;
  return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
}
