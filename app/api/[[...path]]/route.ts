import { jsonError } from "@/lib/http/errors";

// Any /api path that no route claims, whatever the method: 404 in the API's JSON shape (decision 011),
// not the HTML not-found page.
async function notFound(): Promise<Response> {
  return jsonError(404, "not_found", "There is no API endpoint at this path.");
}

export {
  notFound as DELETE,
  notFound as GET,
  notFound as HEAD,
  notFound as OPTIONS,
  notFound as PATCH,
  notFound as POST,
  notFound as PUT,
};
