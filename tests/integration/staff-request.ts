import { request } from "../shared/next-runtime";
import { STAFF_COOKIE } from "@/lib/staff/cookie-names";
import { fromIp, uniqueIp } from "./public-helpers";
import { enrol, staffToken } from "./staff-helpers";

/**
 * Signs the request stand-in (tests/shared/next-runtime) in as `staff`, from an address of its own, for a
 * test that calls the console's server actions; an admin gets their second factor first. The test file
 * mocks next/headers with that stand-in.
 */
export async function signInForActions(staff: { staffId: string; role: string }): Promise<void> {
  if (staff.role === "ADMIN") await enrol(staff as Parameters<typeof enrol>[0]);
  request.cookies.clear();
  request.cookies.set(STAFF_COOKIE, await staffToken(staff.staffId));
  request.headers = new Headers(fromIp(uniqueIp()));
}
