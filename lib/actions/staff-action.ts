import "server-only";
import type { z } from "zod";
import { requestIp } from "@/lib/auth/client-address";
import type { Permission } from "@/lib/staff/roles";
import { requireStaff, type StaffSession } from "@/lib/staff/session";
import { defineFormAction, type ActionResult, type ActionSuccess } from "./partner-action";

export type StaffActionContext = {
  session: StaffSession;
  /** Who did it, for the audit log. */
  actor: { staffId: string; email: string; ip: string };
};

/**
 * Every console mutation: a signed-in staff member whose role grants `permission`, then the form's
 * schema. The data layer checks the permission again (it takes the session), so this is never the only gate.
 */
export function staffAction<S extends z.ZodType, T>(
  /** null: any signed-in staff member (their own account settings). */
  permission: Permission | null,
  schema: S,
  handler: (data: z.output<S>, context: StaffActionContext) => Promise<ActionSuccess<T>>,
) {
  const action = defineFormAction(
    schema,
    async (): Promise<StaffActionContext> => {
      const session = await requireStaff(permission ?? undefined);
      return { session, actor: { staffId: session.staffId, email: session.email, ip: await requestIp() } };
    },
    handler,
  );
  // A refused form comes back with what was sent, so the page can show it again, with or without
  // JavaScript (React resets a form after its action). Never secrets: passwords and codes are left out.
  const echoing = async (...args: unknown[]): Promise<ActionResult<T>> => {
    const result = await (action as (...a: unknown[]) => Promise<ActionResult<T>>)(...args);
    const form = args.find((a): a is FormData => a instanceof FormData);
    // Only to signed-in staff: a stranger's refusal says no more than "sign in".
    if (result.ok || !form || result.code === "unauthorized" || result.code === "forbidden") return result;
    const submitted: Record<string, string> = {};
    for (const [key, value] of form) {
      if (typeof value === "string" && !key.startsWith("$ACTION") && !/password|code|secret|token/i.test(key))
        submitted[key] = value;
    }
    return { ...result, submitted };
  };
  return echoing as typeof action;
}

/** Before sign-in (password, second factor): the trusted client address for rate limits. */
export function publicStaffAction<S extends z.ZodType, T>(
  schema: S,
  handler: (data: z.output<S>, context: { ip: string }) => Promise<ActionSuccess<T>>,
) {
  return defineFormAction(schema, async () => ({ ip: await requestIp() }), handler);
}
