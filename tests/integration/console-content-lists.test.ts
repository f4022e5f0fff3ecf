import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { posts } from "@/lib/console/content/posts";
import { services } from "@/lib/console/content/services";
import { CONTENT_PAGE_SIZE, listContent } from "@/lib/console/content/workflow";
import { PARTNERS_PAGE_SIZE, listPartnersForReview, type PartnerSort } from "@/lib/data/partner-review";
import { db } from "@/lib/db";
import { MAIL_PAGE_SIZE, listMail } from "@/lib/data/email-messages";
import { inboxCursor, listContactMessages } from "@/lib/data/inbox";
import { rowCursor } from "@/lib/data/newest-first";
import { staffContext } from "./staff-helpers";

// The console's post and service lists (decision 612): state filter, "last updated first", and pages.
// Each test searches for a word of its own, so other tests' records never count.

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 6, minute));

describe("content lists", () => {
  it("filters posts by state, sorts by the last change and reads their dates", async () => {
    const ctx = await staffContext();
    const word = `zq${randomUUID().slice(0, 8)}`;
    const make = (title: string, published: boolean, created: number, updated: number) =>
      db.blogPost.create({
        data: {
          slug: `${word}-${title}`,
          title: `${word} ${title}`,
          description: "x",
          published,
          publishedAt: published ? at(updated) : null,
          createdAt: at(created),
          updatedAt: at(updated),
        },
      });
    await make("old-edited", true, 1, 30);
    await make("draft", false, 2, 10);
    await make("new", true, 3, 20);
    const titles = async (query: Parameters<typeof listContent>[2]) =>
      (await listContent(posts, ctx, { search: word, ...query })).rows.map((p) => p.title.replace(`${word} `, ""));
    expect(await titles({})).toEqual(["new", "draft", "old-edited"]);
    expect(await titles({ state: "draft" })).toEqual(["draft"]);
    expect(await titles({ state: "published" })).toEqual(["new", "old-edited"]);
    expect(await titles({ sort: "updated" })).toEqual(["old-edited", "new", "draft"]);
    const [row] = (await listContent(posts, ctx, { search: word, state: "draft" })).rows;
    expect(row).toMatchObject({ createdAt: at(2).toISOString(), updatedAt: at(10).toISOString(), publishedAt: null });
  });

  it("pages services without repeats or gaps; a page past the end reads the last", async () => {
    const ctx = await staffContext();
    const word = `zq${randomUUID().slice(0, 8)}`;
    const count = CONTENT_PAGE_SIZE + 3;
    await db.service.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        title: `${word} ${i}`,
        tagLine: "t",
        description: "d",
        position: 10_000 + i,
        published: i % 2 === 0,
        createdAt: at(i),
      })),
    });
    const first = await listContent(services, ctx, { search: word });
    const second = await listContent(services, ctx, { search: word, page: 2 });
    expect(first).toMatchObject({ total: count, page: 1, pages: 2 });
    expect(first.rows).toHaveLength(CONTENT_PAGE_SIZE);
    const ids = [...first.rows, ...second.rows].map((s) => s.title);
    expect(ids).toEqual(Array.from({ length: count }, (_, i) => `${word} ${i}`));
    expect((await listContent(services, ctx, { search: word, page: 99 })).page).toBe(2);
    const drafts = await listContent(services, ctx, { search: word, state: "draft" });
    expect(drafts.total).toBe(Math.floor(count / 2));
    expect(drafts.rows.every((s) => !s.published)).toBe(true);
    expect(first.rows[0]!.createdAt).toBe(at(0).toISOString());
  });
});

describe("partner list order and pages", () => {
  it("sorts by sign-up date or company and pages through every partner once", async () => {
    const word = `zq${randomUUID().slice(0, 8)}`;
    const count = PARTNERS_PAGE_SIZE + 2;
    await db.partner.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        email: `${word}-${i}@example.com`,
        firstName: "Asha",
        lastName: "Rao",
        phoneNumber: "9876543210",
        // Company names run against sign-up order, so the two orders differ.
        companyName: `${word} ${String(count - i).padStart(3, "0")}`,
        companyAddress: "1 MG Road",
        companyPrivacyUrl: "https://example.com/privacy",
        passwordHash: "x",
        status: i % 3 === 0 ? ("PENDING" as const) : ("APPROVED" as const),
        createdAt: at(i),
      })),
    });
    const emails = async (sort: PartnerSort, page = 0) =>
      (await listPartnersForReview({ search: word, sort, page })).rows.map((p) => p.email);
    const byIndex = (order: number[]) => order.map((i) => `${word}-${i}@example.com`);
    const newest = [...(await emails("newest")), ...(await emails("newest", 1))];
    expect(newest).toEqual(byIndex(Array.from({ length: count }, (_, i) => count - 1 - i)));
    const oldest = [...(await emails("oldest")), ...(await emails("oldest", 1))];
    expect(oldest).toEqual(byIndex(Array.from({ length: count }, (_, i) => i)));
    expect(await emails("company")).toEqual(newest.slice(0, PARTNERS_PAGE_SIZE));
    const review = [...(await emails("review")), ...(await emails("review", 1))];
    expect(new Set(review).size).toBe(count);
    expect(review.slice(0, Math.ceil(count / 3))).toEqual(
      byIndex(Array.from({ length: count }, (_, i) => i).filter((i) => i % 3 === 0)),
    );
    expect((await listPartnersForReview({ search: word, sort: "company" })).total).toBe(count);
  });
});

describe("inbox pages", () => {
  it("pages messages by cursor without repeats or gaps, even when several arrive in the same millisecond", async () => {
    const word = `zq${randomUUID().slice(0, 8)}`;
    await db.contactMessage.createMany({
      data: Array.from({ length: 7 }, (_, i) => ({
        name: `${word} ${i}`,
        email: `${word}-${i}@example.com`,
        message: "hi",
        // Three share a time: the id breaks the tie.
        createdAt: at(i < 3 ? 0 : i),
      })),
    });
    const seen: string[] = [];
    let before: string | undefined;
    for (let guard = 0; guard < 5; guard++) {
      const rows = await listContactMessages({ search: word, take: 3, before });
      seen.push(...rows.map((r) => r.name));
      if (rows.length < 3) break;
      before = inboxCursor(rows.at(-1)!);
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(0, 4)).toEqual([`${word} 6`, `${word} 5`, `${word} 4`, `${word} 3`]);
    // A cursor that is not one reads the newest page, never an error.
    expect(await listContactMessages({ search: word, take: 1, before: "nonsense" })).toHaveLength(1);
  });
});

describe("mail pages", () => {
  it("reads every e-mail once when a page ends inside a millisecond several share", async () => {
    const word = `zq${randomUUID().slice(0, 8)}`;
    // Sent in one burst: more than a page, all at one instant.
    const count = MAIL_PAGE_SIZE + 2;
    await db.emailMessage.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        to: `${word}-${i}@example.com`,
        from: "hello@example.com",
        subject: "Your code",
        text: "x",
        transport: "outbox",
        createdAt: at(0),
      })),
    });
    const first = await listMail({ search: word });
    const second = await listMail({ search: word, before: rowCursor(first.at(-1)!) });
    expect(first).toHaveLength(MAIL_PAGE_SIZE);
    const seen = [...first, ...second].map((m) => m.to);
    expect(new Set(seen).size).toBe(count);
  });
});
