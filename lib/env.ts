// The only module that reads process.env. Validated once, at start-up (instrumentation.ts and the
// launcher), with one line per bad value so a misconfigured deploy says exactly what to fix.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const postgresUrl = z
  .string()
  .trim()
  .refine((v) => /^postgres(ql)?:\/\/.+/.test(v), "must be a postgres:// or postgresql:// URL");

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    DATABASE_URL: z.preprocess((v) => (v === "" ? undefined : v), postgresUrl.optional()),
    DATA_DIR: z.string().trim().min(1).default(".data"),
    AUTH_SECRET: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.string().min(32, "must be at least 32 characters (try: openssl rand -base64 32)").optional(),
    ),
    APP_URL: z.preprocess((v) => (v === "" ? undefined : v), z.url("must be a URL such as http://localhost:3000").optional()),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    RESEND_API_KEY: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.string().startsWith("re_", "must start with re_").optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default("PaisaPilot <no-reply@paisapilot.example>"),
    PROVIDER_INBOX: z.preprocess((v) => (v === "" ? undefined : v), z.email("must be an e-mail address").optional()),
    BLOB_READ_WRITE_TOKEN: optionalText,
    VERCEL: optionalText,
    DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    /** Only the browser tests set this: enables /dev/error. */
    E2E_TEST_ROUTES: z.enum(["0", "1"]).default("0"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "is required in production with an external DATABASE_URL (try: openssl rand -base64 32)",
      });
    }
  });

type ParsedEnv = z.infer<typeof schema>;

export type Env = Omit<ParsedEnv, "APP_URL"> & {
  APP_URL: string;
  /** Absolute path of the folder that holds the embedded database, uploads and the generated secret. */
  dataDir: string;
  /** True when no DATABASE_URL is set and the embedded PGlite server is used. */
  embedded: boolean;
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
    APP_URL: source.APP_URL || source.NEXTAUTH_URL,
  };
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(withAliases(source));
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join(".") || "env"}: ${i.message}`));
  }
  const env = result.data;
  return {
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    dataDir: path.resolve(env.DATA_DIR),
    embedded: !env.DATABASE_URL,
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
 * The signing secret for session tokens. Locally (embedded database or development) one is generated
 * on first use and kept in the data folder; a production deploy must set AUTH_SECRET.
 */
export function getAuthSecret(): string {
  const env = getEnv();
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.dataDir, "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(env.dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return readFileSync(file, "utf8").trim();
}

/** For tests: forget the parsed environment so the next call reads process.env again. */
export function resetEnvCache(): void {
  cached = undefined;
}
