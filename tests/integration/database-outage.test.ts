import { afterAll, describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/contact/route";
import { GET } from "@/app/api/health/route";
import { disconnectDb } from "@/lib/db";
import { resetEnvCache } from "@/lib/env";
import { fromIp, jsonRequest, uniqueEmail, uniqueIp } from "./public-helpers";
import { startOwnEmbeddedServer, workerDatabaseUrl } from "../setup/worker-database";

const sendContact = () =>
  contact(
    jsonRequest(
      "/api/contact",
      { name: "Outage Test", email: uniqueEmail("outage"), message: "Are you there?" },
      fromIp(uniqueIp()),
    ),
  );

// The app must answer 503 while its database is away and recover by itself when it is back.
describe("database outage", () => {
  afterAll(async () => {
    await disconnectDb();
    process.env.DATABASE_URL = workerDatabaseUrl();
    resetEnvCache();
  });

  it("answers 503 JSON with Retry-After while the database is down, and 200 once it is back, without a restart [security 18] [security 19]", async () => {
    let server = await startOwnEmbeddedServer({ migrated: false });
    const port = server.port;
    await disconnectDb();
    process.env.DATABASE_URL = server.url;
    resetEnvCache();

    expect((await GET()).status).toBe(200);

    await server.stop();
    const down = await GET();
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("5");
    const body = await down.text();
    expect(JSON.parse(body)).toEqual({
      error: {
        code: "service_unavailable",
        message: "The service is temporarily unavailable. Please try again shortly.",
      },
    });
    expect(body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at /);
    // A form posted meanwhile gets the same answer, so its page can keep what was typed.
    const form = await sendContact();
    expect(form.status).toBe(503);
    expect(form.headers.get("retry-after")).toBe("5");
    const formBody = await form.text();
    expect(JSON.parse(formBody).error.code).toBe("service_unavailable");
    expect(formBody).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at |prisma/i);

    server = await startOwnEmbeddedServer({ port, migrated: false });
    try {
      expect((await GET()).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
