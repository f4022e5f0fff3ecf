// The provider console as a browser without JavaScript drives it, over a real socket: a staff session
// made in the database and a form post with the page's own hidden fields (server action, id, version).
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import type pg from "pg";
import { expect } from "vitest";
import { request } from "../shared/loopback-request";
import type { ProductionServer } from "./harness";

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The hidden fields (server action reference, id, version) of the page's form that has a `title` field. */
function hiddenFieldsOfForm(html: string): Record<string, string> {
  const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map((m) => m[0]).find((f) => /name="title"/.test(f));
  if (!form) throw new Error(`no form with a title field in:\n${html.slice(0, 2000)}`);
  const fields: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    if (!/type="hidden"/.test(input)) continue;
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name) fields[unescapeHtml(name)] = unescapeHtml(/value="([^"]*)"/.exec(input)?.[1] ?? "");
  }
  return fields;
}

/** An editor and a console session for them, made in the database; answers the session cookie. */
export async function staffCookie(sql: pg.Pool, secret: string) {
  const id = randomUUID();
  await sql.query(
    `INSERT INTO "StaffUser" (id, email, name, role, "passwordHash", "updatedAt")
     VALUES ($1, $2, 'Meera Iyer', 'EDITOR', 'x', now())`,
    [id, `editor.${id.slice(0, 8)}@example.com`],
  );
  // A console session is a StaffSession row named by the token (decision 613).
  const sid = randomUUID();
  await sql.query(
    `INSERT INTO "StaffSession" (id, "staffId", device, "expiresAt") VALUES ($1, $2, 'Unknown device', now() + interval '1 hour')`,
    [sid, id],
  );
  const token = await encode({ token: { sub: id, sid, kind: "staff" }, secret, salt: "staff-session", maxAge: 3600 });
  return `staffSession=${token}`;
}

/** Opens `page` on `server` as staff, fills in `fields` and submits; returns the redirect's target. */
export async function submitConsoleForm(
  server: ProductionServer,
  cookie: string,
  page: string,
  fields: Record<string, string>,
) {
  const headers = { host: `localhost:${server.port}`, cookie };
  const opened = await request(server.port, { path: page, headers });
  expect(opened.status, opened.body.slice(0, 500)).toBe(200);
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...hiddenFieldsOfForm(opened.body), ...fields }))
    form.append(name, value);
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  const res = await request(server.port, {
    path: page,
    method: "POST",
    headers: { ...headers, origin: server.url, "content-type": encoded.headers.get("content-type")! },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
  expect([303, 307], `${res.status} ${res.body.slice(0, 500)}`).toContain(res.status);
  return new URL(String(res.headers.location), server.url);
}
