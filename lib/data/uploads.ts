import "server-only";
import { db } from "@/lib/db";

/** A stored file: its key in the store, public URL, checked type and size, and the partner who sent it. */
export function recordUpload(data: {
  key: string;
  url: string;
  contentType: string;
  size: number;
  partnerId: string | null;
}): Promise<{ id: string }> {
  return db.upload.create({ data, select: { id: true } });
}
