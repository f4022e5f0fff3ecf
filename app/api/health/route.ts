import { db } from "@/lib/db";
import { apiRoute } from "@/lib/http/api-route";
import { serviceUnavailable } from "@/lib/http/errors";

export const dynamic = "force-dynamic";

async function checkHealth(): Promise<Response> {
  try {
    await db.$queryRaw`SELECT 1`;
  } catch {
    return serviceUnavailable();
  }
  return Response.json({ status: "ok", database: "up" }, { headers: { "cache-control": "no-store" } });
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: checkHealth });
