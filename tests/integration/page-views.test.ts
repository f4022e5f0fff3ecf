import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { fromIp, jsonRequest, uniqueIp } from "./public-helpers";

// Outside Next there is no data cache: the published lists are read straight from the database.
// No Next runtime here: the cache helpers do nothing and invalidations are only recorded.
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));

const { POST: pageViews } = await import("@/app/api/page-views/route");

const unique = () => randomUUID().slice(0, 8);
const report = (body: Record<string, unknown>, ip = uniqueIp()) =>
  pageViews(jsonRequest("/api/page-views", body, fromIp(ip)));
/** A campaign of its own, so each test finds only its own rows. */
const rowsOf = (campaign: string) => db.pageView.findMany({ where: { query: { contains: campaign } } });

describe("POST /api/page-views (decision 815)", () => {
  it("counts a page of the site with its campaign parameters, and drops every other parameter", async () => {
    const campaign = `c${unique()}`;
    const query = `?utm_source=news&utm_campaign=${campaign}&token=secret-deletion-token&email=a%40b.example`;
    expect((await report({ path: "/EMICalculator", query })).status).toBe(204);
    expect((await report({ path: "/offer-ended", query: `ref=${campaign}` })).status).toBe(204);
    const rows = await rowsOf(campaign);
    expect(rows.map((r) => [r.path, r.query]).sort()).toEqual([
      ["/EMICalculator", `utm_source=news&utm_campaign=${campaign}`],
      ["/offer-ended", `ref=${campaign}`],
    ]);
    expect(rows.map((r) => `${r.path}?${r.query}`).join(" ")).not.toMatch(/secret-deletion-token|email=/);
  });

  it("refuses a path that is not a public page with 404, storing nothing", async () => {
    const campaign = `c${unique()}`;
    for (const path of [
      "/fuzz",
      "/admin",
      "/account-deletion/confirm",
      "/blog/no-such-post",
      "/dynamics/no-such-service",
      "/blog/a/b",
      "/blog/%E0%A4%A",
      "/EMICalculator/",
    ]) {
      const response = await report({ path, query: `utm_campaign=${campaign}` });
      expect(response.status, path).toBe(404);
      expect((await response.json()).error.code, path).toBe("not_found");
    }
    expect(await rowsOf(campaign)).toEqual([]);
  });

  it("counts a published post and a published service, not a draft", async () => {
    const campaign = `c${unique()}`;
    const post = await db.blogPost.create({
      data: {
        slug: `counted-${unique()}`,
        title: "Counted",
        description: "x",
        published: true,
        publishedAt: new Date(),
      },
    });
    const draft = await db.blogPost.create({
      data: { slug: `draft-${unique()}`, title: "Draft", description: "x", published: false },
    });
    const service = await db.service.create({
      data: { title: "Counted service", tagLine: "t", description: "d", published: true },
    });
    const statuses = await Promise.all(
      [`/blog/${post.slug}`, `/blog/${draft.slug}`, `/dynamics/${service.id}`].map(async (path) => [
        path,
        (await report({ path, query: `utm_campaign=${campaign}` })).status,
      ]),
    );
    expect(statuses).toEqual([
      [`/blog/${post.slug}`, 204],
      [`/blog/${draft.slug}`, 404],
      [`/dynamics/${service.id}`, 204],
    ]);
    expect((await rowsOf(campaign)).map((r) => r.path).sort()).toEqual([
      `/blog/${post.slug}`,
      `/dynamics/${service.id}`,
    ]);
  });

  it("limits one address to 120 reports a minute, with Retry-After", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 120; i++) expect((await report({ path: "/" }, ip)).status).toBe(204);
    const refused = await report({ path: "/" }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await report({ path: "/" })).status).toBe(204);
  });
});
