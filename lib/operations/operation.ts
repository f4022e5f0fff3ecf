import "server-only";
import type { z } from "zod";
import type { PartnerSession } from "@/lib/auth/session";
import type { AppClient } from "@/lib/http/app-key";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { LimitName } from "@/lib/limits/rules";
import type { Permission } from "@/lib/staff/roles";
import type { StaffSession } from "@/lib/staff/session";

// One definition per write (decision 016): who may run it, what it takes, how often, and the work.
// The server action (./action.ts) and the route handler (./route.ts) are thin adapters over it with
// the same guarantees, so a form and an API client are answered alike.

/** "app": the mobile app with its X-App-Key, writing for one of its users (decision 547). */
export type Audience = "public" | "partner" | "staff" | "app";

export type ActorOf<A extends Audience> = A extends "partner"
  ? PartnerSession
  : A extends "staff"
    ? StaffSession
    : A extends "app"
      ? AppClient
      : null;

export type OperationContext<A extends Audience> = {
  actor: ActorOf<A>;
  /** The caller's trusted address (decision 014). */
  ip: string;
  /** The database client the write must use: a transaction for `once: "transactional"`. */
  tx: Prisma.TransactionClient;
  /** The client's User-Agent as sent: for display only (a session's device label), never for a decision. */
  userAgent: string | null;
  /** How the caller came: a form (server action), or the API with the cookie or a Bearer token. */
  via: "action" | "cookie" | "bearer" | "app-key" | "api-key" | "anonymous";
};

export type Outcome<T> = {
  data: T;
  /** For a toast, and the API's top-level message. */
  message?: string;
  /** HTTP status of a success (200 unless said). */
  status?: number;
  /** Cookies to set on this client (a null value clears one); never stored for a replay. */
  cookies?: OutcomeCookie[];
};

/** HttpOnly, SameSite=Lax, Path=/, Secure on https: every cookie this app sets. */
export type OutcomeCookie = { name: string; value: string | null; maxAge: number };

export type Operation<S extends z.ZodType = z.ZodType, T = unknown, A extends Audience = Audience> = {
  /** Names the write in rate-limit and double-submit keys, e.g. "coupon.create". */
  name: string;
  audience: A;
  /** Staff writes: the role's permission, checked before anything else. */
  permission?: A extends "staff" ? Permission : never;
  /**
   * Partner operations a partner API key may run (decision 557): a key is refused (403) by every route
   * that does not say so, whatever its path.
   */
  apiKey?: A extends "partner" ? true : never;
  input: S;
  /**
   * The rule of lib/limits/rules.ts counted per caller (the actor, or the address before sign-in) and
   * per operation, before the input is read.
   */
  rateLimit?: LimitName;
  /**
   * Double-submit protection: the same input (or Idempotency-Key) from the same caller within the
   * window runs once and answers the first outcome again.
   */
  once?: {
    /** The write and its stored answer commit together (the work must write through `context.tx` only). */
    transactional?: boolean;
    /** How long a repeat of the same input counts as the same submission (default 2 minutes). */
    windowMs?: number;
    /** What makes two submissions the same, when not their parsed input as JSON (files). */
    fingerprint?: (input: z.output<S>) => string;
    /**
     * Only the client's own Idempotency-Key makes two requests one: without it, the same body again is a
     * new request (a redemption: the same code and amount again may be a customer using it twice).
     */
    namedOnly?: boolean;
  };
  /** Public forms: a filled honeypot gets this outcome, with nothing stored (bots learn nothing). */
  honeypot?: Outcome<T>;
  run: (input: z.output<S>, context: OperationContext<A>) => Promise<Outcome<T>>;
  /**
   * After the work has committed (a `once` transaction included): what must follow the change, such as
   * ending the public caches it made stale (decision 551). Not run for a replayed answer.
   */
  committed?(input: z.output<S>, outcome: Outcome<T>, context: Omit<OperationContext<A>, "tx">): void;
};

export function defineOperation<S extends z.ZodType, T, A extends Audience>(
  operation: Operation<S, T, A>,
): Operation<S, T, A> {
  return operation;
}

export type InputOf<O> = O extends Operation<infer S, unknown, Audience> ? z.input<S> : never;
export type DataOf<O> = O extends Operation<z.ZodType, infer T, Audience> ? T : never;
