// The proxy's fast path for the console: /admin without the staff cookie goes to /admin/login. Only the
// cookie's presence is read; every console page, action and staff route checks the session itself.
import { STAFF_COOKIE } from "./cookie-names";

export function isConsolePath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** Open without a console session: sign-in and the page an invitation link opens (decision 614). */
const PUBLIC_CONSOLE_PATHS = ["/admin/login", "/admin/invite"];

export function consoleRedirect(pathname: string, cookieHeader: string | null): string | null {
  if (!isConsolePath(pathname) || PUBLIC_CONSOLE_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`)))
    return null;
  const hasCookie = (cookieHeader ?? "").split(";").some((part) => {
    const [name, value] = part.trim().split("=");
    return name === STAFF_COOKIE && Boolean(value);
  });
  return hasCookie ? null : "/admin/login";
}
