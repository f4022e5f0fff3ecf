import "server-only";
import { forbidden, notFound, redirect } from "next/navigation";
import { requestIp } from "@/lib/auth/client-address";
import type { StaffContext } from "@/lib/console/context";
import { AppError } from "@/lib/errors";
import { can, type Permission } from "@/lib/staff/roles";
import { getCurrentStaff, type StaffSession } from "@/lib/staff/session";

/**
 * The console's staff member, or the sign-in screen. The layout and every page call it; the session is
 * read once per request (cached). Pages check their own permission (`consoleContext`) and lib/console
 * checks it again.
 */
export async function consoleStaff(): Promise<StaffSession> {
  const current = await getCurrentStaff();
  if (!current.ok) redirect("/admin/login");
  return current.session;
}

/**
 * The staff context (session and address) of a screen that needs `permission`, or null when the role
 * does not open it: the page then shows <NoAccess />.
 */
export async function consoleContext(permission: Permission): Promise<StaffContext | null> {
  const session = await consoleStaff();
  if (!can(session.role, permission)) return null;
  return { session, ip: await requestIp() };
}

/**
 * For a section's layout: nothing when the role opens the section, else Next's `forbidden()`, so the
 * refusal answers HTTP 403 with the console's own forbidden screen (decision 621; console review m29).
 * In the layout, above the section's loading.tsx, so the status is set before anything is streamed.
 */
export async function requireSection(permission: Permission): Promise<void> {
  if (!(await consoleContext(permission))) forbidden();
}

/** A screen's `?q=` search text, at most 100 characters. */
export function searchText(q: string | string[] | undefined): string {
  return typeof q === "string" ? q.slice(0, 100) : "";
}

/** A console read of one record, or the 404 page when there is no such record. */
export function orNotFound<T>(read: Promise<T>): Promise<T> {
  return read.catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
}
