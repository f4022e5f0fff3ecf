import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from "zod-openapi";
import { reviewPartner } from "@/lib/console/operations";
import { bulkCouponAction, bulkRestoreCoupons } from "@/lib/coupons/bulk-operations";
import { claimOffer } from "@/lib/coupons/claim-offer";
import { redeemCode, setCouponCodes } from "@/lib/coupons/code-operations";
import { createCoupon, updateCoupon } from "@/lib/coupons/operations";
import { createApiKey } from "@/lib/partner-account/api-keys";
import * as account from "@/lib/partner-account/operations";
import * as forms from "@/lib/public-forms/operations";
import { couponPatchSchema } from "@/lib/validations/coupon";
import { couponBody } from "@/tests/shared/coupon-body";
import { partnerAuthPaths } from "./auth-paths";
import { buildOpenApiDocument } from "./document";
import { partnerPaths } from "./partner-paths";
import { publicPaths } from "./public-paths";
import { redemptionPaths } from "./redemption-paths";
import { staffPaths } from "./staff-paths";

// The document's request bodies and the routes' validators are one schema each (issue 21, decision
// 813): first by identity (the document names the very zod object the operation parses with), then by
// probes: for each, the JSON Schema the document shows and the validator agree on accept or refuse.

const paths: ZodOpenApiPathsObject = {
  ...publicPaths(),
  ...partnerAuthPaths(),
  ...partnerPaths(),
  ...redemptionPaths(),
  ...staffPaths(),
};

const operations = Object.entries(paths).flatMap(([template, item]) =>
  (["post", "put", "patch"] as const).flatMap((method) => {
    const op = item[method] as ZodOpenApiOperationObject | undefined;
    const schema = op?.requestBody && "content" in op.requestBody && op.requestBody.content["application/json"]?.schema;
    return op && schema ? [{ template, method, id: op.operationId!, schema: schema as z.ZodType }] : [];
  }),
);
const documented = (operationId: string) => operations.find((o) => o.id === operationId)!.schema;

/** The body part of an input that also takes the path's id: z.intersection(z.object({ id }), body). */
const bodyOf = (input: z.ZodType) => (input._zod.def as unknown as { right: z.ZodType }).right;

const VALIDATORS: Record<string, z.ZodType> = {
  sendContactMessage: forms.sendContactMessage.input,
  registerLead: forms.registerLead.input,
  requestAccountDeletion: forms.requestAccountDeletion.input,
  recordPageView: forms.recordPageView.input,
  sendOtp: account.sendCode.input,
  verifyOtp: account.verifyCode.input,
  resetPassword: account.resetPassword.input,
  signUp: account.completeSignUp.input,
  login: account.signIn.input,
  changePassword: account.changePassword.input,
  updateUser: account.updateProfile.input,
  replaceUser: account.updateProfile.input,
  createCoupon: createCoupon.input,
  // PATCH is a merge patch (decision 822): its body is checked by couponPatchSchema, then merged.
  updateCoupon: couponPatchSchema,
  replaceCoupon: bodyOf(updateCoupon.input),
  staffReviewPartner: bodyOf(reviewPartner.input),
  claimOffer: bodyOf(claimOffer.input),
  setCouponCodes: bodyOf(setCouponCodes.input),
  redeemCode: redeemCode.input,
  createApiKey: createApiKey.input,
  bulkCoupons: bulkCouponAction.input,
  bulkRestoreCoupons: bulkRestoreCoupons.input,
};

describe("each documented JSON request body is the route's own validator", () => {
  it("covers every write the document lists with a JSON body", () => {
    expect(operations.map((o) => o.id).sort()).toEqual(Object.keys(VALIDATORS).sort());
  });

  it.each(Object.entries(VALIDATORS))("%s", (operationId, validator) => {
    expect(documented(operationId)).toBe(validator);
  });
});

describe("the JSON Schema the document shows accepts what the validator accepts", () => {
  const doc = JSON.parse(JSON.stringify(buildOpenApiDocument())) as object;
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(doc, "doc");
  const documentAccepts = (operationId: string, body: unknown) => {
    const { template, method } = operations.find((o) => o.id === operationId)!;
    const pointer = ["paths", template, method, "requestBody", "content", "application/json", "schema"]
      .map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1"))
      .join("/");
    return ajv.getSchema(`doc#/${pointer}`)!(body) as boolean;
  };

  const coupon = couponBody();
  const signUp = {
    firstName: "Asha",
    lastName: "Rao",
    email: "asha@example.com",
    phoneNumber: "+91 98765 43210",
    companyName: "Rao Foods",
    companyAddress: "12 MG Road, Bengaluru",
    companyPrivacyURL: "https://rao.example/privacy",
    password: "Kite-Lantern-4821",
    verificationToken: "grant-token",
  };
  const contact = { name: "Asha Rao", email: "asha@example.com", message: "Hello" };

  const probes: [string, string, boolean, unknown][] = [
    ["createCoupon", "a valid coupon", true, coupon],
    ["createCoupon", "null prices (a read sent back)", true, { ...coupon, actualPricing: null, discountedPrice: null }],
    ["createCoupon", "no prices", true, { ...coupon, actualPricing: undefined, discountedPrice: undefined }],
    ["createCoupon", "null code", true, { ...coupon, code: null }],
    ["createCoupon", "a price as text", false, { ...coupon, discountedPrice: "12" }],
    ["createCoupon", "one category as a bare string", false, { ...coupon, category: "Fashion" }],
    ["createCoupon", "an unknown category", false, { ...coupon, category: ["Toys"] }],
    ["createCoupon", "no category", false, { ...coupon, category: [] }],
    ["createCoupon", "more categories than there are", false, { ...coupon, category: Array(13).fill("Fashion") }],
    ["createCoupon", "a zero price", false, { ...coupon, actualPricing: 0 }],
    ["createCoupon", "a date not written YYYY-MM-DD", false, { ...coupon, expiryDate: "01/02/2030" }],
    ["createCoupon", "an empty title", false, { ...coupon, title: "" }],
    ["createCoupon", "a 201-character title", false, { ...coupon, title: "t".repeat(201) }],
    ["createCoupon", "a 65-character code", false, { ...coupon, code: "C".repeat(65) }],
    ["createCoupon", "a link that is not http(s)", false, { ...coupon, link: "ftp://kesari.example" }],
    ["createCoupon", "a link with an upper-case scheme", true, { ...coupon, link: "HTTPS://Kesari.Example/offer" }],
    ["updateCoupon", "a coupon with its version", true, { ...coupon, version: 3 }],
    ["updateCoupon", "the version as text", false, { ...coupon, version: "3" }],
    ["updateCoupon", "one field, no version", true, { title: "Only this" }],
    ["updateCoupon", "null clearing the cap", true, { claimCap: null }],
    ["updateCoupon", "an unknown category", false, { category: ["Toys"] }],
    ["updateCoupon", "an empty title", false, { title: "" }],
    ["replaceCoupon", "a coupon with its version", true, { ...coupon, version: 3 }],
    ["replaceCoupon", "no version", false, coupon],
    ["signUp", "a valid sign-up", true, signUp],
    ["signUp", "a 61-character first name", false, { ...signUp, firstName: "a".repeat(61) }],
    ["signUp", "an empty last name", false, { ...signUp, lastName: "" }],
    ["signUp", "a 121-character company", false, { ...signUp, companyName: "c".repeat(121) }],
    ["signUp", "a 301-character address", false, { ...signUp, companyAddress: "a".repeat(301) }],
    ["signUp", "an e-mail without a domain", false, { ...signUp, email: "asha@example" }],
    ["signUp", "a 7-character password", false, { ...signUp, password: "Kite-48" }],
    ["signUp", "a phone number with letters", false, { ...signUp, phoneNumber: "call me" }],
    ["updateUser", "one field", true, { companyName: "Rao Foods & Co" }],
    ["updateUser", "no avatar (null or empty)", true, { avatar: null }],
    ["updateUser", "a 61-character first name", false, { firstName: "a".repeat(61) }],
    ["sendContactMessage", "a valid message", true, contact],
    ["sendContactMessage", "a bad e-mail", false, { ...contact, email: "asha" }],
    ["sendContactMessage", "a 101-character name", false, { ...contact, name: "n".repeat(101) }],
    ["sendContactMessage", "no message", false, { ...contact, message: undefined }],
    ["login", "an e-mail and a password", true, { email: "asha@example.com", password: "x" }],
    ["login", "no password", false, { email: "asha@example.com" }],
    ["staffReviewPartner", "an approval", true, { decision: "approve" }],
    ["staffReviewPartner", "a refusal with a reason", true, { decision: "reject", reason: "Not a real business" }],
    ["staffReviewPartner", "a refusal with a 4-character reason", false, { decision: "reject", reason: "Nope" }],
    ["staffReviewPartner", "an unknown decision", false, { decision: "maybe" }],
    ["createCoupon", "a claim cap", true, { ...coupon, claimCap: 500 }],
    ["createCoupon", "no claim cap (null)", true, { ...coupon, claimCap: null }],
    ["createCoupon", "a claim cap of 0", false, { ...coupon, claimCap: 0 }],
    ["createCoupon", "a fractional claim cap", false, { ...coupon, claimCap: 2.5 }],
    ["createCoupon", "a cap on redemptions", true, { ...coupon, claimCap: 5, capCounts: "redemptions" }],
    ["createCoupon", "a cap counting something else", false, { ...coupon, claimCap: 5, capCounts: "orders" }],
    ["claimOffer", "an app user's id", true, { userId: "u_8f2k1" }],
    ["claimOffer", "no user id", false, {}],
    ["claimOffer", "a 129-character user id", false, { userId: "u".repeat(129) }],
  ];

  it.each(probes)("%s, %s: accepted = %s", (operationId, _label, accepted, body) => {
    expect(VALIDATORS[operationId]!.safeParse(body).success, "the validator").toBe(accepted);
    expect(documentAccepts(operationId, body), "the document").toBe(accepted);
  });
});
