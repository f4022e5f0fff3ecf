import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

// Security row 30 (decision 817): text a person typed is matched as itself. `%`, `_` and `\` are not
// wildcards nor escapes in a deletion by e-mail, a console search or the audit log's filters. Every test
// works under a token or domain of its own, so rows other tests write never match.
vi.mock("next/headers", () => import("../shared/next-runtime").then((m) => m.nextHeaders));
const { request } = await import("../shared/next-runtime");

const { GET: auditRoute } = await import("@/app/api/admin/audit/route");
const { GET: auditCsv } = await import("@/app/api/admin/audit/export/route");
const { default: AuditPage } = await import("@/app/(provider)/admin/(console)/audit/page");
const { executeDeletionRequest } = await import("@/lib/console/inbox");
const { listMail } = await import("@/lib/console/mail");
const reads = await import("@/lib/console/reads");
const { deleteDataHeldFor } = await import("@/lib/data/inbox");
const { createContactMessage } = await import("@/lib/public-forms/contact-message");
const { partnerAwaitingApprovalEmail } = await import("@/lib/mail/templates/partner-notices");
const { db } = await import("@/lib/db");
const { STAFF_COOKIE } = await import("@/lib/staff/cookie-names");
const { bearer, createPartner, fromIp, get, uniqueEmail, uniqueIp } = await import("./partner-helpers");
const { createStaff, enrol, staffContext, staffToken } = await import("./staff-helpers");

const unique = () => randomUUID().slice(0, 8);

/** Who holds what under one address: a contact message, a lead and a mail. */
async function heldFor(email: string) {
  const message = await db.contactMessage.create({ data: { name: "Asha", email, message: "Hello" } });
  const lead = await db.lead.create({ data: { name: "Asha", email, phone: "9876543210", companySize: "S1_10" } });
  const mail = await db.emailMessage.create({
    data: { to: email, from: "hello@example.com", subject: "Hi", text: "Hi", transport: "test", status: "SENT" },
  });
  return { message: message.id, lead: lead.id, mail: mail.id };
}

async function stillThere(held: Awaited<ReturnType<typeof heldFor>>) {
  return [
    await db.contactMessage.count({ where: { id: held.message } }),
    await db.lead.count({ where: { id: held.lead } }),
    await db.emailMessage.count({ where: { id: held.mail } }),
  ];
}

describe("a deletion by e-mail", () => {
  it("carried out for j_hn.smith@ deletes that address's rows in any case, and no one else's [security 30]", async () => {
    const domain = `like-${unique()}.test`;
    const john = await heldFor(`john.smith@${domain}`);
    const jahn = await heldFor(`jahn.smith@${domain}`);
    const requester = await heldFor(`j_hn.smith@${domain}`);
    const otherCase = await db.contactMessage.create({
      data: { name: "Att", email: `J_HN.Smith@${domain.toUpperCase()}`, message: "Again" },
    });
    const request = await db.deletionRequest.create({
      data: { email: `j_hn.smith@${domain}`, status: "CONFIRMED", confirmTokenHash: unique(), confirmedAt: new Date() },
    });
    const admin = await staffContext("ADMIN");
    expect(await executeDeletionRequest(admin, request.id)).toMatchObject({ lead: true, messages: 2 });
    expect(await stillThere(john)).toEqual([1, 1, 1]);
    expect(await stillThere(jahn)).toEqual([1, 1, 1]);
    expect(await stillThere(requester)).toEqual([0, 0, 0]);
    expect(await db.contactMessage.count({ where: { id: otherCase.id } })).toBe(0);
  });

  it("also deletes the provider's own mails about the address, and none about another address that ends like it [security 30]", async () => {
    const domain = `like-${unique()}.test`;
    const [alice, malice] = [`alice@${domain}`, `malice@${domain}`];
    const aboutEach = async (email: string, name: string) => {
      await createContactMessage({ name, email, message: `A message from ${name}` });
      const notice = partnerAwaitingApprovalEmail({ fullName: name, email, companyName: `${name} Foods` });
      await db.emailMessage.create({
        data: {
          to: "partners@provider.test",
          from: "no-reply@provider.test",
          subject: notice.subject,
          text: notice.text,
          html: notice.html,
          transport: "test",
          status: "SENT",
        },
      });
    };
    const about = (name: string) => db.emailMessage.count({ where: { text: { contains: name } } });
    await aboutEach(alice, "Alice Quill");
    await aboutEach(malice, "Mal Quill");
    expect(await about("Alice Quill")).toBe(2);
    const { outcome } = await db.$transaction((tx) => deleteDataHeldFor(alice.toUpperCase(), tx));
    expect(outcome).toMatchObject({ messages: 1, emails: 2 });
    expect(await about("Alice Quill")).toBe(0);
    expect(await about("Mal Quill")).toBe(2);
  });

  it("treats % and \\ in an address as themselves, a trailing \\ included [security 30]", async () => {
    const domain = `like-${unique()}.test`;
    const cases = [
      { address: `a%c@${domain}`, others: [`abc@${domain}`, `ac@${domain}`] },
      { address: `x\\_y@${domain}`, others: [`x_y@${domain}`, `x\\ay@${domain}`] },
      { address: `tail@${domain}\\`, others: [`tail@${domain}`] },
    ];
    for (const { address, others } of cases) {
      const mine = await heldFor(address);
      const theirs = await Promise.all(others.map(heldFor));
      const { outcome } = await db.$transaction((tx) => deleteDataHeldFor(address, tx));
      expect(outcome, address).toMatchObject({ lead: true, messages: 1, emails: 1 });
      expect(await stillThere(mine), address).toEqual([0, 0, 0]);
      for (const held of theirs) expect(await stillThere(held), address).toEqual([1, 1, 1]);
    }
  });
});

/** A console search: `add` stores a row holding `text` in a searched field, `find` answers the searched fields of each row found. */
type Surface = { add: (text: string) => Promise<unknown>; find: (q: string) => Promise<(string | null)[][]> };

const admin = await staffContext("ADMIN");
const surfaces: Record<string, Surface> = {
  "inbox messages": {
    add: (message) => db.contactMessage.create({ data: { name: "Asha", email: uniqueEmail("m"), message } }),
    find: async (search) =>
      (await reads.listContactMessages(admin, { search, status: "all" })).map((r) => [r.name, r.email, r.message]),
  },
  "inbox leads": {
    add: (location) =>
      db.lead.create({
        data: { name: "Asha", email: uniqueEmail("l"), phone: "9876543210", companySize: "S1_10", location },
      }),
    find: async (search) =>
      (await reads.listLeads(admin, { search, status: "all" })).map((r) => [r.name, r.email, r.phone, r.location]),
  },
  "inbox deletions": {
    add: (reason) =>
      db.deletionRequest.create({ data: { email: uniqueEmail("d"), reason, confirmTokenHash: randomUUID() } }),
    find: async (search) =>
      (await reads.listDeletionRequests(admin, { search, status: "all" })).map((r) => [r.email, r.reason]),
  },
  partners: {
    add: async (companyName) => db.partner.update({ where: { id: (await createPartner()).id }, data: { companyName } }),
    find: async (search) =>
      (await reads.listPartnersForReview(admin, { search, sort: "newest" })).rows.map((r) => [
        r.fullName,
        r.email,
        r.companyName,
      ]),
  },
  mail: {
    add: (subject) =>
      db.emailMessage.create({
        data: {
          to: uniqueEmail("e"),
          from: "hello@example.com",
          subject,
          text: "-",
          transport: "test",
          status: "SENT",
        },
      }),
    find: async (search) => (await listMail(admin, { search })).map((r) => [r.to, r.subject]),
  },
  "audit search": {
    add: (summary) =>
      db.auditLog.create({ data: { actorEmail: uniqueEmail("a"), action: "test.entry", entityType: "Test", summary } }),
    find: async (search) =>
      (await reads.listAuditLog(admin, { search })).map((r) => [r.summary, r.action, r.actorEmail]),
  },
};

describe.each(Object.entries(surfaces))("the console search of %s", (_name, { add, find }) => {
  it("finds %, _ and \\ only where they are, in any case [security 30]", async () => {
    const token = `t${unique()}`;
    const texts = [`${token}%off`, `${token}_x`, `${token}\\y`, `${token}Aoff`, `${token}zx`];
    for (const text of texts) await add(text);
    const found = async (q: string) => (await find(q)).map((fields) => fields.find((f) => f?.includes(token)));
    expect(await found(`${token}%`)).toEqual([`${token}%off`]);
    expect(await found(`${token.toUpperCase()}_`)).toEqual([`${token}_x`]);
    expect(await found(`${token}\\`)).toEqual([`${token}\\y`]);
    // `%` alone: only rows holding a literal %, this test's among them.
    const percent = await find("%");
    expect(percent.every((fields) => fields.some((f) => f?.includes("%")))).toBe(true);
    expect(percent.some((fields) => fields.includes(`${token}%off`))).toBe(true);
  });
});

describe("the audit log's actor filter", () => {
  async function entries(actors: string[]) {
    for (const actorEmail of actors)
      await db.auditLog.create({ data: { actorEmail, action: "test.entry", entityType: "Test", summary: actorEmail } });
  }
  const summaries = async (actor: string) => (await reads.listAuditLog(admin, { actor })).map((r) => r.summary);

  it("is exact, in any case: _, % and \\ are themselves [security 30]", async () => {
    const domain = `like-${unique()}.test`;
    const actors = [`john@${domain}`, `jahn@${domain}`, `j_hn@${domain}`, `j%@${domain}`, `j\\n@${domain}`];
    await entries(actors);
    expect(await summaries(`J_HN@${domain.toUpperCase()}`)).toEqual([`j_hn@${domain}`]);
    expect(await summaries(`j%@${domain}`)).toEqual([`j%@${domain}`]);
    expect(await summaries(`j\\n@${domain}`)).toEqual([`j\\n@${domain}`]);
    expect(await summaries(`j__n@${domain}`)).toEqual([]);
    expect(await summaries(`john@${domain}\\`)).toEqual([]);
    expect(await summaries("\\")).toEqual([]);
  });

  it("a lone \\ is a 200 with no rows through the API, its CSV export and the page [security 30]", async () => {
    const staff = await createStaff();
    await enrol(staff);
    const token = await staffToken(staff.staffId);
    const auth = { ...bearer(token), ...fromIp(uniqueIp()) };
    const api = await auditRoute(get("/api/admin/audit?actor=%5C", auth));
    expect(api.status).toBe(200);
    expect((await api.json()).data).toEqual([]);
    const csv = await auditCsv(get("/api/admin/audit/export?actor=%5C", auth));
    expect(csv.status).toBe(200);
    expect((await csv.text()).replace(/^\uFEFF/, "").split("\r\n")).toHaveLength(2); // the header and the final line break
    request.cookies.set(STAFF_COOKIE, token);
    for (const [name, value] of Object.entries(fromIp(uniqueIp()))) request.headers.set(name, value);
    const page = JSON.stringify(await AuditPage({ searchParams: Promise.resolve({ actor: "\\" }) }));
    expect(page).toContain("No entries match this filter.");
  });
});
