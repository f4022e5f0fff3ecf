import { db } from "@/lib/db";
import { serviceUnavailable, withErrorHandling } from "@/lib/api/errors";

export const dynamic = "force-dynamic";

export const GET = withErrorHandling(async () => {
  try {
    await db.$queryRaw`SELECT 1`;
  } catch {
    return serviceUnavailable();
  }
  return Response.json({ status: "ok", database: "up" }, { headers: { "cache-control": "no-store" } });
});
