// Spec 2: the sign-in screen's sign-up link is written /newSignup. A route, not a next.config redirect:
// those match paths case-insensitively, so one from /newSignup also catches /NewSignUp and loops.
// Its own route group keeps this folder apart from NewSignUp/ on case-insensitive file systems.
export function GET(request: Request): Response {
  const { search } = new URL(request.url);
  return new Response(null, { status: 308, headers: { Location: `/NewSignUp${search}` } });
}
