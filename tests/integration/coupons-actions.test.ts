import { beforeEach, describe, expect, it, vi } from "vitest";
import { cacheCalls, request } from "../shared/next-runtime";

// The actions read the session cookie through next/headers: the shared request stand-in's jar.
vi.mock("next/headers", () => import("../shared/next-runtime").then((m) => m.nextHeaders));
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));

import { createCouponAction } from "@/lib/actions/create-coupon";
import { deleteCouponAction } from "@/lib/actions/delete-coupon";
import { restoreCouponAction } from "@/lib/actions/restore-coupon";
import { updateCouponAction } from "@/lib/actions/update-coupon";
import { updateProfileAction } from "@/lib/actions/update-profile";
import * as uploadRoute from "@/app/api/v1/upload/route";
import { db } from "@/lib/db";
import { couponForm, partnerWithToken } from "./coupon-helpers";
import { PROFILE_UPDATE } from "./partner-helpers";

async function signedInAs(prefix: string) {
  const partner = await partnerWithToken(prefix);
  request.cookies.set("authToken", partner.token);
  return partner;
}

function ok<T>(result: { ok: true; data: T } | { ok: false; formError?: string }): T {
  if (!result.ok) throw new Error(`action failed: ${result.formError}`);
  return result.data;
}

beforeEach(() => {
  request.cookies.clear();
});

describe("coupon server actions", () => {
  it("create, update with the version read, stale update refused, delete then undo", async () => {
    const { id: partnerId } = await signedInAs("actions");
    const created = ok(await createCouponAction(couponForm()));
    const updated = ok(await updateCouponAction({ ...couponForm({ title: "New title" }), id: created.id, version: 1 }));
    expect(updated).toMatchObject({ title: "New title", version: 2 });
    const stale = await updateCouponAction({ ...couponForm({ title: "Lost" }), id: created.id, version: 1 });
    expect(stale).toMatchObject({ ok: false, code: "conflict", formError: expect.stringContaining("Reload") });

    await db.coupon.update({ where: { id: created.id }, data: { viewCount: 42 } });
    const { coupon, undoToken, undoSeconds } = ok(await deleteCouponAction({ id: created.id }));
    expect(coupon).toMatchObject({ id: created.id, title: "New title" });
    expect(undoSeconds).toBe(600);
    // Only marked until the undo window is over (decision 550).
    expect(await db.coupon.count({ where: { id: created.id, deletedAt: null } })).toBe(0);
    const restored = ok(await restoreCouponAction({ undoToken }));
    expect(restored).toMatchObject({ id: created.id, title: "New title", views: 42, version: 2 });
    expect(await restoreCouponAction({ undoToken })).toMatchObject({ ok: false });
    expect(await db.coupon.count({ where: { partnerId } })).toBe(1);
  });

  it("another partner cannot update, delete or restore, and a tampered token is refused [security 7]", async () => {
    await signedInAs("actions-owner");
    const created = ok(await createCouponAction(couponForm()));
    const { undoToken } = ok(await deleteCouponAction({ id: created.id }));
    const [payload, mac] = undoToken.split(".");

    await signedInAs("actions-other");
    expect(await restoreCouponAction({ undoToken })).toMatchObject({ ok: false, code: "invalid_grant" });
    const forged = Buffer.from(payload!, "base64url")
      .toString()
      .replace(/"partnerId":"[^"]+"/, '"partnerId":"x"');
    const tampered = `${Buffer.from(forged).toString("base64url")}.${mac}`;
    expect(await restoreCouponAction({ undoToken: tampered })).toMatchObject({ ok: false, code: "invalid_grant" });

    const other = ok(await createCouponAction(couponForm({ title: "Theirs" })));
    await signedInAs("actions-third");
    expect(await deleteCouponAction({ id: other.id })).toMatchObject({ ok: false, code: "not_found" });
    expect(await updateCouponAction({ ...couponForm(), id: other.id, version: 1 })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await db.coupon.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({ title: "Theirs" });
  });

  it("validation errors come back as field errors with the spec's messages; no session is refused", async () => {
    await signedInAs("actions-invalid");
    const result = await createCouponAction(couponForm({ brand: "", category: [] }));
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { brand: ["Brand is required"], category: ["At least one category is required"] },
    });
    request.cookies.clear();
    expect(await createCouponAction(couponForm())).toMatchObject({ ok: false, code: "unauthorized" });
  });

  it("profile update and image upload", async () => {
    const { email } = await signedInAs("actions-profile");
    const user = await updateProfileAction(PROFILE_UPDATE);
    expect(user).toMatchObject({ ok: true, message: "Profile updated successfully!" });
    expect(ok(user)).toMatchObject({ fullName: "Asha Iyer", companyPrivacyURL: "https://iyer.example/privacy", email });
    expect(cacheCalls.paths).toContain("/dashboard");

    // The coupon form's image goes to POST /api/v1/upload (the only upload path; decision 521).
    const upload = (form: FormData) =>
      uploadRoute.POST(
        new Request("http://localhost/api/v1/upload", {
          method: "POST",
          headers: { cookie: `authToken=${request.cookies.get("authToken")}` },
          body: form,
        }),
      );
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const form = new FormData();
    form.set("file", new Blob([png]), "me.png");
    expect(((await (await upload(form)).json()) as { secure_url: string }).secure_url).toMatch(
      /^https?:\/\/[^/]+\/uploads\/.+\.png$/,
    );
    const bad = new FormData();
    bad.set("file", new Blob(["<svg/>"]), "x.svg");
    expect(((await (await upload(bad)).json()) as { message: string }).message).toBe("Invalid file type");
  });
});
