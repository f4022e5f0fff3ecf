// The end-to-end check of security row 20 on a running production server (the standalone output and
// `npm run start:prod`): a forwarding header the client forges is never taken as its address.
import { expect } from "vitest";
import { request } from "./loopback-request";

/**
 * Seven contact-form posts from one address, each forging a new X-Forwarded-For and X-Real-IP: the
 * address's budget of five holds; a post from a really different address is still accepted.
 */
export async function expectForgedForwardedForBuysNoBudget(port: number) {
  const post = (i: number, from: string, forwarded?: string) =>
    request(port, {
      method: "POST",
      path: "/api/contact",
      headers: {
        "content-type": "application/json",
        ...(forwarded ? { "x-forwarded-for": forwarded, "x-real-ip": forwarded } : {}),
      },
      body: JSON.stringify({ name: "Limit Test", email: `limit${i}@example.com`, message: `message ${i}` }),
      from,
    });
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push((await post(i, "127.0.0.5", `203.0.113.${i + 1}`)).status);
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  expect((await post(100, "127.0.0.6")).status).toBe(201);
}
