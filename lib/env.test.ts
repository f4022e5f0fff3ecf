import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_APP_KEY } from "../config/demo-accounts";
import { EnvError, getAppApiKeys, getAuthSecret, parseEnv, resetEnvCache } from "./env";

const saved = { ...process.env };
const STRONG = "q7Vd9Lx2Tz4Wm8Kp1Rb6Hs3Nf5Gc0Jy-Ue";
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

function problems(source: Record<string, string>): string[] {
  try {
    parseEnv(source as unknown as NodeJS.ProcessEnv);
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
}

describe("environment", () => {
  it("needs nothing for the embedded database", () => {
    const env = parseEnv({} as unknown as NodeJS.ProcessEnv);
    expect(env).toMatchObject({
      embedded: true,
      APP_URL: "http://localhost:3000",
      NODE_ENV: "development",
      DB_POOL_MAX: 10,
      IDEMPOTENCY_STALE_CLAIM_SECONDS: 60,
      MAIL_FIRST_RETRY_SECONDS: 30,
    });
    expect(path.isAbsolute(env.dataDir)).toBe(true);
  });

  it("reports one clear line per bad value", () => {
    const lines = problems({ DATABASE_URL: "mysql://x", APP_URL: "not a url", RESEND_API_KEY: "abc", PORT: "99999" });
    expect(lines).toHaveLength(4);
    expect(lines).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
    expect(lines.find((l) => l.startsWith("APP_URL:"))).toMatch(/must be a URL/);
    expect(lines).toContain("RESEND_API_KEY: must start with re_");
    expect(lines.find((l) => l.startsWith("PORT:"))).toBeDefined();
  });

  it("takes an optional Redis URL for the rate limits, and says what is wrong with another kind of URL", () => {
    expect(parseEnv({} as unknown as NodeJS.ProcessEnv).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: "" } as unknown as NodeJS.ProcessEnv).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: "rediss://:pw@cache.example:6380/0" } as unknown as NodeJS.ProcessEnv).REDIS_URL).toBe(
      "rediss://:pw@cache.example:6380/0",
    );
    expect(problems({ REDIS_URL: "http://127.0.0.1:6379" })).toEqual([
      "REDIS_URL: must be a redis:// or rediss:// URL",
    ]);
  });

  it("refuses a production start without its database, origin and a strong secret, one line each [security 21]", () => {
    expect(problems({ NODE_ENV: "production" })).toEqual([
      "DATABASE_URL: is required in production (a postgresql:// URL)",
      "APP_URL: is required in production: the public https:// origin, e.g. https://example.com",
      "AUTH_SECRET: is required in production (try: openssl rand -base64 32)",
    ]);
    const base = { NODE_ENV: "production", DATABASE_URL: "postgresql://db/app", APP_URL: "https://example.com" };
    expect(problems({ ...base, NEXTAUTH_SECRET: "s".repeat(40) })).toEqual([
      "AUTH_SECRET: is too weak: use a random value (try: openssl rand -base64 32)",
    ]);
    expect(problems({ ...base, AUTH_SECRET: "change-me-change-me-change-me-1234567" })[0]).toMatch(
      /^AUTH_SECRET: is too weak/,
    );
    expect(problems({ ...base, AUTH_SECRET: "short" })[0]).toMatch(/^AUTH_SECRET: must be at least 32 characters/);
    expect(problems({ ...base, APP_URL: "http://example.com", AUTH_SECRET: STRONG })).toEqual([
      "APP_URL: must be an https:// URL in production",
    ]);
    expect(problems({ ...base, AUTH_SECRET: STRONG, E2E_TEST_ROUTES: "1" })).toEqual([
      "E2E_TEST_ROUTES: must not be set in production",
    ]);
    expect(problems({ ...base, AUTH_SECRET: STRONG })).toEqual([]);
  });

  it("needs no secret while building, and nothing extra in the demo", () => {
    const build = {
      NODE_ENV: "production",
      NEXT_PHASE: "phase-production-build",
      DATABASE_URL: "postgresql://db/app",
      APP_URL: "https://example.com",
    };
    expect(problems(build)).toEqual([]);
    expect(parseEnv({ NODE_ENV: "production", DEMO_MODE: "1" } as unknown as NodeJS.ProcessEnv)).toMatchObject({
      demo: true,
      embedded: true,
    });
    expect(parseEnv({ ...build, AUTH_SECRET: STRONG, NEXT_PHASE: "" } as unknown as NodeJS.ProcessEnv).demo).toBe(
      false,
    );
  });

  it("takes the public origin from Vercel when APP_URL is unset", () => {
    const vercel = {
      VERCEL: "1",
      VERCEL_URL: "app-git-branch.vercel.app",
      VERCEL_PROJECT_PRODUCTION_URL: "example.com",
    };
    expect(parseEnv({ ...vercel, VERCEL_ENV: "preview" } as unknown as NodeJS.ProcessEnv).APP_URL).toBe(
      "https://app-git-branch.vercel.app",
    );
    expect(parseEnv({ ...vercel, VERCEL_ENV: "production" } as unknown as NodeJS.ProcessEnv).APP_URL).toBe(
      "https://example.com",
    );
  });

  it("reads a direct database URL for migrations beside a pooled DATABASE_URL", () => {
    const env = parseEnv({
      DATABASE_URL: "postgresql://app@db-pooler.example.com/app",
      DATABASE_URL_UNPOOLED: "postgresql://app@db.example.com/app",
    } as unknown as NodeJS.ProcessEnv);
    expect(env.DATABASE_URL_UNPOOLED).toBe("postgresql://app@db.example.com/app");
    expect(
      parseEnv({ DATABASE_URL_UNPOOLED: "" } as unknown as NodeJS.ProcessEnv).DATABASE_URL_UNPOOLED,
    ).toBeUndefined();
    expect(problems({ DATABASE_URL_UNPOOLED: "mysql://x" })).toEqual([
      "DATABASE_URL_UNPOOLED: must be a postgres:// or postgresql:// URL",
    ]);
  });

  it("app keys: a comma-separated list of strong keys; the demo key only in the demo, none in production", () => {
    const keys = `${STRONG},  ${STRONG.split("").reverse().join("")} ,`;
    expect(parseEnv({ APP_API_KEYS: keys } as unknown as NodeJS.ProcessEnv).APP_API_KEYS).toEqual([
      STRONG,
      STRONG.split("").reverse().join(""),
    ]);
    expect(problems({ APP_API_KEYS: `${STRONG},short` })).toEqual([
      "APP_API_KEYS: key 2 must be at least 32 characters (try: openssl rand -base64 32)",
    ]);
    process.env = { ...saved, NODE_ENV: "development" };
    delete process.env.APP_API_KEYS;
    resetEnvCache();
    expect(getAppApiKeys()).toEqual([DEMO_APP_KEY]);
    process.env = {
      NODE_ENV: "production",
      DATABASE_URL: "postgresql://u@db/app",
      APP_URL: "https://paisapilot.example",
      AUTH_SECRET: STRONG,
    };
    resetEnvCache();
    expect(getAppApiKeys()).toEqual([]);
    process.env.APP_API_KEYS = STRONG;
    resetEnvCache();
    expect(getAppApiKeys()).toEqual([STRONG]);
  });

  it("accepts 0 to 10 trusted proxies", () => {
    expect(parseEnv({ TRUSTED_PROXY_COUNT: "1" } as unknown as NodeJS.ProcessEnv).TRUSTED_PROXY_COUNT).toBe(1);
    expect(problems({ TRUSTED_PROXY_COUNT: "-1" })).toEqual(["TRUSTED_PROXY_COUNT: must be 0 or more"]);
  });

  it("generates the local secret once and keeps it in the data folder", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "env-test-"));
    try {
      process.env = { DATA_DIR: dir } as unknown as NodeJS.ProcessEnv;
      resetEnvCache();
      const first = getAuthSecret();
      expect(first.length).toBeGreaterThanOrEqual(32);
      resetEnvCache();
      expect(getAuthSecret()).toBe(first);
      expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(first);
      // Written under a draft name and linked into place: no draft is left behind.
      expect(readdirSync(dir)).toEqual(["auth-secret"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
