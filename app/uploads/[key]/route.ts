import { apiRoute } from "@/lib/http/api-route";
import { localStore } from "@/lib/storage/file-store";
import { CONTENT_TYPES } from "@/lib/storage/image-file";
import { uploadsDir } from "@/lib/storage";

// Serves files saved by the local store (no BLOB_READ_WRITE_TOKEN). Names are server-generated and
// checked against a strict pattern, so no path can escape the uploads folder.
async function serveUpload(_request: Request, { params }: { params: Promise<{ key: string }> }): Promise<Response> {
  const { key } = await params;
  const bytes = await localStore(uploadsDir()).read(key);
  if (!bytes) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  const ext = key.slice(key.lastIndexOf(".") + 1);
  return new Response(Buffer.from(bytes), {
    headers: {
      "content-type": CONTENT_TYPES[ext] ?? "application/octet-stream",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: serveUpload });
