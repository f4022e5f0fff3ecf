// The proxy's fast path for the console: /admin without the staff cookie goes to /admin/login. Only the
// cookie's presence is read; every console page, action and staff route checks the session itself.
import { STAFF_COOKIE } from "./cookie-names";

export function isConsolePath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

export function consoleRedirect(pathname: string, cookieHeader: string | null): string | null {
  if (!isConsolePath(pathname) || pathname === "/admin/login" || pathname.startsWith("/admin/login/")) return null;
  const hasCookie = (cookieHeader ?? "").split(";").some((part) => {
    const [name, value] = part.trim().split("=");
    return name === STAFF_COOKIE && Boolean(value);
  });
  return hasCookie ? null : "/admin/login";
}
