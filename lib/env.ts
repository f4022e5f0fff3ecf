// The only module that reads process.env. Validated once, at start-up (instrumentation.ts and the
// launcher), with one line per bad value so a misconfigured deploy says exactly what to fix.
import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEMO_APP_KEY } from "../config/demo-accounts";
import { siteConfig } from "../config/site";

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const postgresUrl = z
  .string()
  .trim()
  .refine((v) => /^postgres(ql)?:\/\/.+/.test(v), "must be a postgres:// or postgresql:// URL");

/** Secrets a deploy must not run with: too short, too few distinct characters, or a placeholder. */
function weakSecretReason(secret: string): string | null {
  if (secret.length < 32) return "must be at least 32 characters (try: openssl rand -base64 32)";
  if (new Set(secret).size < 12 || /change.?me|secret|password|example|placeholder/i.test(secret)) {
    return "is too weak: use a random value (try: openssl rand -base64 32)";
  }
  return null;
}

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    /** Set by `next build`; the secret is only needed by the running server. */
    NEXT_PHASE: optionalText,
    /** Set only by the demo launcher (`npm start`, `npm run dev`): demo data, local mailbox, generated secret. */
    DEMO_MODE: z.enum(["0", "1"]).default("0"),
    DATABASE_URL: z.preprocess((v) => (v === "" ? undefined : v), postgresUrl.optional()),
    /**
     * A direct (not pooled) URL of the same database, for migrations only: their advisory lock needs one
     * session, which a transaction pooler (PgBouncer, Neon's -pooler host) does not keep. Neon's Vercel
     * integration sets it; unset, migrations use DATABASE_URL.
     */
    DATABASE_URL_UNPOOLED: z.preprocess((v) => (v === "" ? undefined : v), postgresUrl.optional()),
    DATA_DIR: z.string().trim().min(1).default(".data"),
    AUTH_SECRET: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
    APP_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.url("must be a URL such as http://localhost:3000").optional(),
    ),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /**
     * Proxies in front of the app that append the address they saw to X-Forwarded-For: 0 when the app
     * server faces the internet, 1 behind one nginx or Caddy. Ignored on Vercel (decision 014).
     */
    TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0, "must be 0 or more").max(10, "must be at most 10").default(0),
    RESEND_API_KEY: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.string().startsWith("re_", "must start with re_").optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default(`${siteConfig.name} <${siteConfig.noReplyEmail}>`),
    PROVIDER_INBOX: z.preprocess((v) => (v === "" ? undefined : v), z.email("must be an e-mail address").optional()),
    BLOB_READ_WRITE_TOKEN: optionalText,
    /** Vercel Cron sends it as a Bearer token to /api/cron/*; unset, those routes answer 401 (decision 801). */
    CRON_SECRET: optionalText,
    /**
     * The mobile app's keys for POST /api/v1/offers/{id}/claims (header X-App-Key), comma-separated so a
     * new key can be rolled out before the old one is dropped. Unset in production, claims answer 401
     * (decision 547); the demo falls back to its published demo key.
     */
    APP_API_KEYS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((key) => key.trim())
          .filter(Boolean),
      ),
    /**
     * Optional: a Redis the instances share, e.g. redis://127.0.0.1:6379: the rate limits' store (decision
     * 819), and the queue of views, clicks and claims when it keeps an append-only file (decision 551).
     * Unset, or while it does not answer, both are in the database.
     */
    REDIS_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .url("must be a URL such as redis://127.0.0.1:6379")
        .refine((v) => /^rediss?:\/\//.test(v), "must be a redis:// or rediss:// URL")
        .optional(),
    ),
    /**
     * Where views, clicks and claims wait to be counted (decision 551): "auto" uses the Redis stream when
     * REDIS_URL is set and that Redis keeps an append-only file, else the PostgreSQL inbox table.
     */
    EVENT_QUEUE: z.enum(["auto", "redis", "postgres"], "must be auto, redis or postgres").default("auto"),
    /** How long events an instance took from the Redis stream may wait uncounted before another takes them over. */
    EVENT_CLAIM_IDLE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    VERCEL: optionalText,
    VERCEL_ENV: optionalText,
    VERCEL_URL: optionalText,
    VERCEL_PROJECT_PRODUCTION_URL: optionalText,
    DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    /** How long a double-submit claim may stay in progress before a retry takes it over (lib/operations/once.ts). */
    IDEMPOTENCY_STALE_CLAIM_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    /**
     * The outbox's first retry delay (it doubles per failure, lib/mail/outbox-policy.ts). Only the mail
     * outage test shortens it, so its retries come within its run.
     */
    MAIL_FIRST_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** Only the demo build used by the browser tests sets this: simulated outages for the failure screens. */
    E2E_TEST_ROUTES: z.enum(["0", "1"]).default("0"),
  })
  .superRefine((env, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (env.AUTH_SECRET) {
      const weak = weakSecretReason(env.AUTH_SECRET);
      if (weak) problem("AUTH_SECRET", weak);
    }
    if (env.CRON_SECRET) {
      const weak = weakSecretReason(env.CRON_SECRET);
      if (weak) problem("CRON_SECRET", weak);
    }
    env.APP_API_KEYS.forEach((key, i) => {
      const weak = weakSecretReason(key);
      if (weak) problem("APP_API_KEYS", `key ${i + 1} ${weak}`);
    });
    if (env.NODE_ENV !== "production" || env.DEMO_MODE === "1") return;
    // The production path: nothing is generated, embedded or assumed (decision 013).
    if (!env.DATABASE_URL) problem("DATABASE_URL", "is required in production (a postgresql:// URL)");
    if (!env.APP_URL)
      problem("APP_URL", "is required in production: the public https:// origin, e.g. https://example.com");
    else if (!/^https:/.test(env.APP_URL) && !/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/?$/.test(env.APP_URL)) {
      problem("APP_URL", "must be an https:// URL in production");
    }
    if (!env.AUTH_SECRET && env.NEXT_PHASE !== "phase-production-build") {
      problem("AUTH_SECRET", "is required in production (try: openssl rand -base64 32)");
    }
    if (env.E2E_TEST_ROUTES === "1") problem("E2E_TEST_ROUTES", "must not be set in production");
  });

type ParsedEnv = z.infer<typeof schema>;

export type Env = Omit<ParsedEnv, "APP_URL"> & {
  APP_URL: string;
  /** Absolute path of the folder that holds the embedded database, uploads and the generated secret. */
  dataDir: string;
  /** True when no DATABASE_URL is set and the embedded PGlite server is used (the demo). */
  embedded: boolean;
  /** The demo path (`npm start`): demo data and the local mailbox may exist. Never true in a production start. */
  demo: boolean;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Reads NEXTAUTH_* as aliases so either naming works. */
function withAliases(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return {
    ...source,
    AUTH_SECRET: source.AUTH_SECRET || source.NEXTAUTH_SECRET,
    APP_URL: source.APP_URL || source.NEXTAUTH_URL || vercelUrl(source),
  };
}

/** On Vercel without APP_URL: the production domain in production, the deployment's own URL in previews. */
function vercelUrl(source: NodeJS.ProcessEnv): string | undefined {
  if (!source.VERCEL) return undefined;
  const host =
    source.VERCEL_ENV === "production" ? source.VERCEL_PROJECT_PRODUCTION_URL || source.VERCEL_URL : source.VERCEL_URL;
  return host ? `https://${host}` : undefined;
}

/**
 * `next build` inlines APP_BUILD (next.config.ts): code of a production build can never be switched
 * into the demo by a DEMO_MODE variable at run time. Scripts run outside a build and see undefined.
 */
const APP_BUILD = process.env.APP_BUILD;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const values = withAliases(source);
  if (APP_BUILD === "production") values.DEMO_MODE = undefined;
  const result = schema.safeParse(values);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join(".") || "env"}: ${i.message}`));
  }
  const env = result.data;
  return {
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    dataDir: path.resolve(env.DATA_DIR),
    embedded: !env.DATABASE_URL,
    demo: env.DEMO_MODE === "1" || env.NODE_ENV !== "production",
  };
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}

/** Connection details of the embedded database, written by scripts/db/embedded.ts when it starts. */
export type EmbeddedInfo = { pid: number; port: number; url: string };

export function embeddedInfoPath(dataDir = getEnv().dataDir): string {
  return path.join(dataDir, "pglite.json");
}

export function getDatabaseUrl(): string {
  const env = getEnv();
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const file = embeddedInfoPath(env.dataDir);
  if (!existsSync(file)) {
    throw new EnvError([
      "DATABASE_URL: not set, and the embedded database is not running (start the app with `npm start`, or set DATABASE_URL)",
    ]);
  }
  return (JSON.parse(readFileSync(file, "utf8")) as EmbeddedInfo).url;
}

/**
 * The signing secret for session tokens. In the demo and in development one is generated on first use
 * and kept in the data folder; production refuses to start without AUTH_SECRET (see the schema).
 */
export function getAuthSecret(): string {
  const env = getEnv();
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (!env.demo) throw new EnvError(["AUTH_SECRET: is required in production (try: openssl rand -base64 32)"]);
  const file = path.join(env.dataDir, "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(env.dataDir, { recursive: true });
    // Written whole under a name of its own, then linked into place: a process that finds the file
    // never reads it half-written (creating and writing one file are two steps, and a parallel reader
    // once read it empty), and a link never replaces one another process linked first.
    const draft = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
    writeFileSync(draft, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return readFileSync(file, "utf8").trim();
}

/** The app keys claims accept: the configured ones, else in the demo only its published key (decision 547). */
export function getAppApiKeys(): string[] {
  const env = getEnv();
  if (env.APP_API_KEYS.length) return env.APP_API_KEYS;
  return env.demo ? [DEMO_APP_KEY] : [];
}

/** For tests: forget the parsed environment so the next call reads process.env again. */
export function resetEnvCache(): void {
  cached = undefined;
}
