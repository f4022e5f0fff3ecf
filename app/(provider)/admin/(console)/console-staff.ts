import "server-only";
import { notFound, redirect } from "next/navigation";
import { AppError } from "@/lib/errors";
import { getCurrentStaff, type StaffSession } from "@/lib/staff/session";

/**
 * The console's staff member, or the sign-in screen. The layout and every page call it; the session is
 * read once per request (cached). Pages check their own permission with `can()` and the data layer
 * checks it again.
 */
export async function consoleStaff(): Promise<StaffSession> {
  const current = await getCurrentStaff();
  if (!current.ok) redirect("/admin/login");
  return current.session;
}

/** A console read of one record, or the 404 page when there is no such record. */
export function orNotFound<T>(read: Promise<T>): Promise<T> {
  return read.catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
}
