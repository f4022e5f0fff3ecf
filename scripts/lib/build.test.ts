import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { developmentRoutesIn } from "./build";

const dir = mkdtempSync(path.join(os.tmpdir(), "dev-routes-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("developmentRoutesIn, what `npm run start:prod` refuses to serve", () => {
  it("finds every development route, the sections' own included, and nothing else", () => {
    writeFileSync(
      path.join(dir, "app-path-routes-manifest.json"),
      JSON.stringify({
        "/(marketing)/page": "/",
        "/dev/mail/page": "/dev/mail",
        "/dev/error/page": "/dev/error",
        "/(partner)/dashboard/dev/outage/page": "/dashboard/dev/outage",
        "/(provider)/admin/(console)/dev/outage/page": "/admin/dev/outage",
        "/(marketing)/blog/[slug]/page": "/blog/[slug]",
        "/developers/page": "/developers",
        "/(partner)/dashboard/devices/page": "/dashboard/devices",
      }),
    );
    expect(developmentRoutesIn(dir).sort()).toEqual([
      "/admin/dev/outage",
      "/dashboard/dev/outage",
      "/dev/error",
      "/dev/mail",
    ]);
  });

  it("finds none where the build has no manifest", () => {
    expect(developmentRoutesIn(path.join(dir, "missing"))).toEqual([]);
  });
});
