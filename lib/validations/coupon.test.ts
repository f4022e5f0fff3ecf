import { describe, expect, it } from "vitest";
import { addDays, isCalendarDay, todayInIndia } from "@/lib/model/calendar-day";
import { couponCategories } from "@/lib/model/coupon-categories";
import { buildCouponSchema, buildCouponUpdateSchema, normaliseLink } from "./coupon";
import { COUPON_LIMITS, COUPON_MESSAGES as M } from "./coupon-messages";
import { buildCouponFormSchema, couponUpdateFormSchema } from "./coupon-form-text";

const TODAY = "2026-03-10";
const schema = buildCouponSchema(() => TODAY);

const valid = {
  title: "Flat 40% off kurtas",
  brand: "Kesari Threads",
  link: "https://kesari.example/offer",
  code: "KESARI40",
  actualPricing: 2499,
  discountedPrice: 1499,
  category: ["Fashion"],
  startDate: TODAY,
  expiryDate: "2026-04-10",
  description: "Handloom cotton.\nOne use per customer.",
  image: "https://blob.example/uploads/a.png",
};

const messagesFor = (input: Record<string, unknown>) => {
  const result = schema.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("coupon form schema", () => {
  it("accepts a complete coupon and keeps prices in rupees", () => {
    expect(schema.parse(valid)).toMatchObject({ actualPricing: 2499, category: ["Fashion"], startDate: TODAY });
  });

  it.each([
    [{ title: "" }, `title: ${M.title}`],
    [{ title: "   " }, `title: ${M.title}`],
    [{ title: undefined }, `title: ${M.title}`],
    [{ brand: "" }, `brand: ${M.brand}`],
    [{ link: "kesari.example" }, `link: ${M.link}`],
    [{ link: "javascript:alert(1)" }, `link: ${M.link}`],
    [{ link: "ftp://kesari.example" }, `link: ${M.link}`],
    [{ link: "https://kesari.example:99999/offer" }, `link: ${M.link}`],
    [{ category: [] }, `category: ${M.category}`],
    [{ category: undefined }, `category: ${M.category}`],
    // There, but not a list: not "required" (the standards review's N6).
    [{ category: "Fashion" }, `category: ${M.categoryNotList}`],
    [{ category: { Fashion: true } }, `category: ${M.categoryNotList}`],
    [{ category: ["Groceries"] }, `category.0: Unknown category "Groceries". Allowed: ${couponCategories.join(", ")}.`],
    [{ description: "" }, `description: ${M.description}`],
    [{ startDate: "" }, `startDate: ${M.startDate}`],
    [{ expiryDate: "" }, `expiryDate: ${M.expiryDate}`],
    [{ startDate: "2026-02-30" }, `startDate: ${M.invalidDate}`],
    [{ image: "" }, `image: ${M.image}`],
    [{ image: undefined }, `image: ${M.image}`],
    [{ image: "javascript:alert(1)" }, `image: ${M.imageInvalid}`],
    [{ image: "//evil.example/a.png" }, `image: ${M.imageInvalid}`],
    [{ image: "/uploads/a b.png" }, `image: ${M.imageInvalid}`],
    [{ image: "http://img.example/a.png" }, `image: ${M.imageInvalid}`],
    [{ discountedPrice: 3000 }, `discountedPrice: ${M.discountAboveActual}`],
    [{ startDate: "2026-03-09" }, `startDate: ${M.startInPast}`],
    [{ startDate: "2026-03-01", expiryDate: "2026-03-09" }, `startDate: ${M.startInPast}`],
    [{ expiryDate: "2026-03-09" }, `expiryDate: ${M.expiryInPast}`],
    [{ startDate: "2026-03-20", expiryDate: "2026-03-15" }, `expiryDate: ${M.expiryBeforeStart}`],
    [{ startDate: "2026-03-20", expiryDate: "2026-03-20" }, `expiryDate: ${M.expiryBeforeStart}`],
    [{ actualPricing: 0 }, `actualPricing: ${M.price}`],
    [{ actualPricing: -5 }, `actualPricing: ${M.price}`],
    [{ actualPricing: "abc" }, `actualPricing: ${M.priceNotNumber}`],
    [{ actualPricing: "100" }, `actualPricing: ${M.priceNotNumber}`],
    [{ actualPricing: 999.999 }, `actualPricing: ${M.pricePaise}`],
    [{ discountedPrice: 0 }, `discountedPrice: ${M.discountedPrice}`],
    [{ title: "a\u0000b" }, expect.stringMatching(/^title: /)],
  ])("%j -> %s", (input, message) => {
    expect(messagesFor(input)).toContainEqual(message);
  });

  it.each([
    [{ code: undefined, actualPricing: undefined, discountedPrice: undefined }],
    [{ code: null, actualPricing: null, discountedPrice: null }],
    [{ code: "" }],
    [{ discountedPrice: 100, actualPricing: undefined }],
    [{ image: "/uploads/mx0tohvq-0411984b43d36e6ba25c92eb.png" }],
    [{ image: "HTTPS://img.example/a.png" }],
    [{ category: [...couponCategories] }],
  ])("optional values %j are accepted", (input) => {
    expect(messagesFor(input)).toEqual([]);
  });

  // The JSON API takes what its document says; text is what a form's controls and a CSV row hold.
  it.each([
    [
      { actualPricing: "", discountedPrice: "" },
      { actualPricing: undefined, discountedPrice: undefined },
    ],
    [
      { actualPricing: "2499", discountedPrice: "2499" },
      { actualPricing: 2499, discountedPrice: 2499 },
    ],
    [{ category: "Flights" }, { category: ["Flights"] }],
  ])("form text %j is refused by the API schema and read by the form schema", (input, read) => {
    expect(messagesFor(input)).not.toEqual([]);
    expect(buildCouponFormSchema(() => TODAY).parse({ ...valid, ...input })).toMatchObject(read);
  });

  it("takes the highest price its paise column can store, and refuses the next rupee (it was a 500)", () => {
    expect(COUPON_LIMITS.maxRupees * 100).toBeLessThanOrEqual(2 ** 31 - 1);
    expect(messagesFor({ actualPricing: COUPON_LIMITS.maxRupees, discountedPrice: undefined })).toEqual([]);
    expect(messagesFor({ actualPricing: COUPON_LIMITS.maxRupees + 1, discountedPrice: undefined })).toEqual([
      "actualPricing: Price must be at most 2,00,00,000",
    ]);
  });

  it("a list of more categories than there are answers one message, whatever it holds", () => {
    const many = Array.from({ length: 5000 }, (_, i) => `unknown-${i}`);
    expect(messagesFor({ category: many })).toEqual([`category: Choose at most ${couponCategories.length} categories`]);
    expect(messagesFor({ category: [...couponCategories] })).toEqual([]);
  });

  // Issue 49 M2: a field over its limit says the limit, on the API, the form and the CSV alike.
  it.each([
    [{ title: "t".repeat(10_002) }, `title: Title must be at most 200 characters`],
    [{ brand: "b".repeat(121) }, `brand: Brand must be at most 120 characters`],
    [{ code: "C".repeat(10_000) }, `code: Code must be at most 64 characters`],
    [{ description: "d".repeat(10_000) }, `description: Description must be at most 5000 characters`],
    [{ link: `https://kesari.example/${"a".repeat(2048)}` }, `link: Link must be at most 2048 characters`],
    [{ image: `https://blob.example/${"a".repeat(2048)}` }, `image: Coupon Image URL must be at most 2048 characters`],
    [{ actualPricing: 3e7, discountedPrice: undefined }, `actualPricing: Price must be at most 2,00,00,000`],
  ])("%j over its limit says the limit", (input, message) => {
    expect(messagesFor(input)).toEqual([message]);
    const form = buildCouponFormSchema(() => TODAY).safeParse({ ...valid, ...input });
    expect(form.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([message]);
  });

  it("says each wrong value once, and only what is wrong (issue 49 m4)", () => {
    expect(messagesFor({ image: "" })).toEqual([`image: ${M.image}`]);
    expect(messagesFor({ actualPricing: -100, discountedPrice: -50 })).toEqual([
      `actualPricing: ${M.price}`,
      `discountedPrice: ${M.discountedPrice}`,
    ]);
  });

  // Issue 49 m3: the date rules are not held back until every other field is right.
  it.each([
    [{ category: undefined }, `category: ${M.category}`],
    [{ image: "" }, `image: ${M.image}`],
    [{ image: undefined }, `image: ${M.image}`],
    [{ actualPricing: "many" }, `actualPricing: ${M.priceNotNumber}`],
  ])("with %j wrong, the date rules still speak", (input, other) => {
    const form = buildCouponFormSchema(() => TODAY);
    const result = form.safeParse({ ...valid, ...input, startDate: "2026-03-01", expiryDate: "2026-03-01" });
    expect(result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([
      other,
      `startDate: ${M.startInPast}`,
      `expiryDate: ${M.expiryInPast}`,
    ]);
  });

  it("a limit is inclusive: exactly the limit is accepted", () => {
    expect(messagesFor({ title: "t".repeat(200), code: "C".repeat(64), description: "d".repeat(5000) })).toEqual([]);
  });

  // Issue 49 m2: prices as people write them in India are read, and stored as the number.
  it.each([
    ["1,499", 1499],
    ["₹999", 999],
    ["₹ 1,00,000", 100000],
    ["Rs. 2,499.50", 2499.5],
    ["1 499", 1499],
  ])("the form and the CSV read the price %j as %d", (text, rupees) => {
    const form = buildCouponFormSchema(() => TODAY);
    expect(form.parse({ ...valid, actualPricing: text, discountedPrice: "" }).actualPricing).toBe(rupees);
  });

  it.each([
    ["-100", M.price],
    ["0", M.price],
    ["12abc", M.priceNotNumber],
    ["₹", M.priceNotNumber],
  ])("the form refuses the price %j with %j", (text, message) => {
    const result = buildCouponFormSchema(() => TODAY).safeParse({ ...valid, actualPricing: text, discountedPrice: "" });
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it("the form schema keeps the API schema's messages", () => {
    const result = buildCouponFormSchema(() => TODAY).safeParse({ ...valid, actualPricing: "abc", category: [] });
    expect(result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([
      `actualPricing: ${M.priceNotNumber}`,
      `category: ${M.category}`,
    ]);
  });

  it.each([
    ["https://€.example/ü", "https://xn--lzg.example/%C3%BC"],
    ["HTTPS://Kesari.Example/Offer?q=ä", "https://kesari.example/Offer?q=%C3%A4"],
    ["https://kesari.example", "https://kesari.example/"],
    ["  https://kesari.example/offer?x=1#top ", "https://kesari.example/offer?x=1#top"],
  ])("stores the link %s as %s, on create and on edit", (link, stored) => {
    expect(schema.parse({ ...valid, link }).link).toBe(stored);
    expect(buildCouponUpdateSchema(() => TODAY).parse({ ...valid, link, version: 1 }).link).toBe(stored);
    expect(normaliseLink(stored)).toBe(stored);
  });

  it("lists the 12 categories of the spec and removes repeats", () => {
    expect(couponCategories).toHaveLength(12);
    expect(schema.parse({ ...valid, category: ["Flights", "Flights"] }).category).toEqual(["Flights"]);
  });

  it("an edit needs the version it read", () => {
    const update = buildCouponUpdateSchema(() => TODAY);
    expect(update.safeParse(valid).success).toBe(false);
    expect(update.parse({ ...valid, version: 3 }).version).toBe(3);
    expect(update.safeParse({ ...valid, version: "3" }).success).toBe(false);
    expect(
      couponUpdateFormSchema.safeParse({
        ...valid,
        startDate: todayInIndia(),
        expiryDate: addDays(todayInIndia(), 30),
        version: "3",
      }).data?.version,
    ).toBe(3);
  });
});

describe("an edit's dates against the stored coupon (decision 545)", () => {
  const live = { startDate: "2026-03-01", expiryDate: "2026-03-20" };
  const editOf = (stored: { startDate: string; expiryDate: string }) => buildCouponSchema(() => TODAY, stored);
  const errors = (stored: typeof live, input: Record<string, unknown>) =>
    editOf(stored)
      .safeParse({ ...valid, ...input })
      .error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

  it("a live coupon keeps its past start and may run longer", () => {
    expect(errors(live, { startDate: "2026-03-01", expiryDate: "2026-04-01" })).toEqual([]);
    expect(errors(live, { startDate: "2026-03-01", expiryDate: "2026-03-20" })).toEqual([]);
  });

  it("a live coupon may not move its start or shorten its run", () => {
    expect(errors(live, { startDate: TODAY, expiryDate: "2026-04-01" })).toEqual([`startDate: ${M.liveStartFixed}`]);
    expect(errors(live, { startDate: "2026-03-01", expiryDate: "2026-03-15" })).toEqual([
      `expiryDate: ${M.liveExpiryEarlier}`,
    ]);
  });

  it("a listed or expired coupon still needs a start from today on", () => {
    expect(errors({ startDate: "2026-03-12", expiryDate: "2026-03-20" }, { startDate: "2026-03-09" })).toEqual([
      `startDate: ${M.startInPast}`,
    ]);
    expect(errors({ startDate: "2026-02-01", expiryDate: "2026-03-01" }, { startDate: "2026-03-01" })).toEqual([
      `startDate: ${M.startInPast}`,
    ]);
  });

  it("the API's edit schema leaves the start to the data layer, which reads the stored row", () => {
    expect(
      buildCouponUpdateSchema(() => TODAY).safeParse({ ...valid, startDate: "2026-03-01", version: 1 }).success,
    ).toBe(true);
  });
});

describe("calendar days", () => {
  it.each([
    ["2026-03-10", true],
    ["2024-02-29", true],
    ["2025-02-29", false],
    ["2026-3-10", false],
    ["10/03/2026", false],
    ["1970-01-01", true],
    ["1969-12-31", false],
    ["0000-01-01", false],
  ])("%s is a day: %s", (value, ok) => expect(isCalendarDay(value)).toBe(ok));

  it("today is India's date, not UTC's", () => {
    expect(todayInIndia(new Date("2026-03-09T19:00:00Z"))).toBe("2026-03-10");
    expect(todayInIndia(new Date("2026-03-09T18:00:00Z"))).toBe("2026-03-09");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
  });
});

describe("claim limit (decision 547)", () => {
  const form = buildCouponFormSchema(() => TODAY);
  it("is optional: empty or missing is no cap, a whole number from 1 is a cap, as typed or sent", () => {
    expect(form.parse({ ...valid, claimCap: "" }).claimCap).toBeUndefined();
    expect(form.parse({ ...valid, claimCap: "500" }).claimCap).toBe(500);
    expect(schema.parse({ ...valid, claimCap: null }).claimCap).toBeUndefined();
    expect(schema.parse({ ...valid, claimCap: 1 }).claimCap).toBe(1);
  });

  it.each([0, -3, 2.5, 1_000_001, "many"])("refuses %j with the limit's message", (claimCap) => {
    const result = form.safeParse({ ...valid, claimCap: typeof claimCap === "number" ? String(claimCap) : claimCap });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([`claimCap: ${M.claimCap}`]);
  });
});
