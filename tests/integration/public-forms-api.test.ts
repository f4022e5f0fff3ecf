import { describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/contact/route";
import { POST as pageViews } from "@/app/api/page-views/route";
import { POST as signup } from "@/app/api/user/signup/route";
import { db } from "@/lib/db";
import { fromIp, jsonRequest, uniqueEmail, uniqueIp } from "./public-helpers";

const contactBody = (email: string) => ({ name: "Priya Sharma", email, message: "Do you support UPI imports?" });
const leadBody = (email: string) => ({
  name: "Arjun Rao",
  email,
  phone: "+91 98765 43210",
  companySize: "11-50",
  location: "Pune",
});

describe("POST /api/contact", () => {
  it("stores the message, notifies the provider and answers 201", async () => {
    const email = uniqueEmail("contact");
    const response = await contact(jsonRequest("/api/contact", contactBody(email), fromIp(uniqueIp())));
    expect(response.status).toBe(201);
    expect(await db.contactMessage.count({ where: { email } })).toBe(1);
    const mail = await db.emailMessage.findFirst({ where: { text: { contains: email } } });
    expect(mail?.subject).toBe("New contact message from Priya Sharma");
  });

  it("answers 400 with the spec message and field errors when a field is missing", async () => {
    const response = await contact(
      jsonRequest("/api/contact", { name: "A", email: "a@example.com", message: "  " }, fromIp(uniqueIp())),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "validation_failed",
        message: "Please fill in all fields before submitting.",
        fieldErrors: { message: ["Please fill in all fields before submitting."] },
      },
    });
  });

  it("answers 400 for a body that is not JSON and 415 for another content type", async () => {
    const ip = uniqueIp();
    expect((await contact(jsonRequest("/api/contact", "{not json", fromIp(ip)))).status).toBe(400);
    const form = new Request("http://localhost/api/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...fromIp(ip) },
      body: "name=a",
    });
    expect((await contact(form)).status).toBe(415);
  });

  it("refuses a body over 16 KB with 413 and stores nothing", async () => {
    const email = uniqueEmail("big");
    const response = await contact(
      jsonRequest("/api/contact", { ...contactBody(email), message: "x".repeat(20_000) }, fromIp(uniqueIp())),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("payload_too_large");
    expect(await db.contactMessage.count({ where: { email } })).toBe(0);
  });

  it("rate-limits per IP: the sixth request in the window gets 429 with Retry-After", async () => {
    const ip = uniqueIp();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const response = await contact(jsonRequest("/api/contact", contactBody(uniqueEmail("burst")), fromIp(ip)));
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // Another IP is unaffected.
    expect(
      (await contact(jsonRequest("/api/contact", contactBody(uniqueEmail("other")), fromIp(uniqueIp())))).status,
    ).toBe(201);
  });

  it("answers a filled honeypot with success but stores nothing", async () => {
    const email = uniqueEmail("bot");
    const response = await contact(
      jsonRequest("/api/contact", { ...contactBody(email), website: "http://spam.example" }, fromIp(uniqueIp())),
    );
    expect(response.status).toBe(201);
    expect(await db.contactMessage.count({ where: { email } })).toBe(0);
  });

  it("stores one row for a double submit, with or without an Idempotency-Key [security 17]", async () => {
    const ip = uniqueIp();
    const email = uniqueEmail("double");
    const send = () => contact(jsonRequest("/api/contact", contactBody(email), fromIp(ip)));
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await db.contactMessage.count({ where: { email } })).toBe(1);

    const keyed = uniqueEmail("keyed");
    const key = crypto.randomUUID();
    for (let i = 0; i < 2; i++) {
      const response = await contact(
        jsonRequest("/api/contact", contactBody(keyed), { ...fromIp(uniqueIp()), "idempotency-key": key }),
      );
      expect(response.status).toBe(201);
    }
    expect(await db.contactMessage.count({ where: { email: keyed } })).toBe(1);
  });
});

describe("POST /api/user/signup (lead)", () => {
  it("answers 201 to a repeat but keeps what was first stored, recording the later submission beside it", async () => {
    const email = uniqueEmail("Lead").replace("lead", "LEAD");
    const first = await signup(jsonRequest("/api/user/signup", leadBody(email), fromIp(uniqueIp())));
    expect(first.status).toBe(201);
    const again = await signup(
      jsonRequest(
        "/api/user/signup",
        { ...leadBody(email.toLowerCase()), name: "Mallory", companySize: "500+", location: "" },
        fromIp(uniqueIp()),
      ),
    );
    expect(again.status).toBe(201);
    const rows = await db.lead.findMany({ where: { email: email.toLowerCase() }, include: { laterSubmissions: true } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      submissions: 2,
      name: leadBody(email).name,
      companySize: "S11_50",
      phone: "+91 98765 43210",
    });
    expect(rows[0]!.laterSubmissions).toEqual([
      expect.objectContaining({ name: "Mallory", companySize: "S500_UP", location: null }),
    ]);
  });

  it("limits sign-ups per e-mail address to 3 a day, from any number of callers", async () => {
    const email = uniqueEmail("perAddress");
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await signup(
        jsonRequest("/api/user/signup", { ...leadBody(email), name: `Caller ${i}` }, fromIp(uniqueIp())),
      );
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(3600);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await db.leadSubmission.count({ where: { lead: { email: email.toLowerCase() } } })).toBe(2);
  });

  it("answers 400 for a company size outside the list and for a missing phone", async () => {
    const ip = uniqueIp();
    const bad = await signup(
      jsonRequest("/api/user/signup", { ...leadBody(uniqueEmail("x")), companySize: "2-5" }, fromIp(ip)),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fieldErrors.companySize).toBeDefined();
    const missing = await signup(
      jsonRequest("/api/user/signup", { ...leadBody(uniqueEmail("y")), phone: "" }, fromIp(ip)),
    );
    expect((await missing.json()).error.message).toBe("Please fill in all fields before submitting.");
  });

  it("answers 413 for a huge body and 429 after five sign-ups from one IP", async () => {
    expect(
      (
        await signup(
          jsonRequest(
            "/api/user/signup",
            { ...leadBody(uniqueEmail("big")), location: "x".repeat(17_000) },
            fromIp(uniqueIp()),
          ),
        )
      ).status,
    ).toBe(413);
    const ip = uniqueIp();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signup(jsonRequest("/api/user/signup", leadBody(uniqueEmail("rl")), fromIp(ip)))).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 5).every((s) => s === 201)).toBe(true);
  });
});

describe("control characters and other methods", () => {
  const forms = [
    ["contact", contact, () => contactBody(uniqueEmail("nul"))],
    ["lead", signup, () => leadBody(uniqueEmail("nul"))],
    ["page view", pageViews, () => ({ path: "/blog", query: "x=1", referrer: "https://example.com/" })],
  ] as const;

  it.each(forms)("%s: NUL in any text field is a 400 naming the field [security 22]", async (_name, post, body) => {
    const fields = Object.entries(body()).filter(([key]) => key !== "companySize");
    for (const [field, value] of fields) {
      const response = await post(jsonRequest("/api", { ...body(), [field]: `${value}\u0000x` }, fromIp(uniqueIp())));
      expect(response.status, field).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe("validation_failed");
      expect(Object.keys(error.fieldErrors)).toEqual([field]);
    }
  });

  it("keeps line breaks in the contact message and stores it", async () => {
    const email = uniqueEmail("lines");
    const response = await contact(
      jsonRequest("/api/contact", { ...contactBody(email), message: "Line one\r\nLine two\tend" }, fromIp(uniqueIp())),
    );
    expect(response.status).toBe(201);
    expect((await db.contactMessage.findFirst({ where: { email } }))?.message).toBe("Line one\r\nLine two\tend");
  });

  it("answers GET on a POST-only form with 405 JSON and Allow [security 22]", async () => {
    const { GET } = await import("@/app/api/contact/route");
    const response = await GET(new Request("http://localhost/api/contact"));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
    expect(await response.json()).toEqual({
      error: { code: "method_not_allowed", message: "This endpoint does not accept GET requests." },
    });
  });
});
