import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EnvError, getAuthSecret, parseEnv, resetEnvCache } from "./env";

const saved = { ...process.env };
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
    expect(env).toMatchObject({ embedded: true, APP_URL: "http://localhost:3000", NODE_ENV: "development", DB_POOL_MAX: 10 });
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

  it("requires a real secret in production with an external database", () => {
    expect(problems({ NODE_ENV: "production", DATABASE_URL: "postgresql://db/app" })).toEqual([
      "AUTH_SECRET: is required in production with an external DATABASE_URL (try: openssl rand -base64 32)",
    ]);
    expect(problems({ NODE_ENV: "production", DATABASE_URL: "postgresql://db/app", NEXTAUTH_SECRET: "s".repeat(40) })).toEqual([]);
    expect(problems({ AUTH_SECRET: "short" })[0]).toMatch(/^AUTH_SECRET: must be at least 32 characters/);
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
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
