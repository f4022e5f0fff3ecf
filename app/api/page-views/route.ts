import { api, toRoute } from "@/lib/operations/route";
import { recordPageView } from "@/lib/public-forms/operations";

/** POST /api/page-views { path, ... } -> 204. */
const recordView = toRoute(recordPageView, { maxBytes: 8 * 1024, render: () => new Response(null, { status: 204 }) });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("public", { POST: recordView });
