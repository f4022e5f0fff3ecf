// Every limit's numbers, and what a refusal says (decision 819). No imports: the coupon form reads the
// upload quota's message in the browser, and lib/data reads the open-coupon ceiling, so this sits below
// both. The one limiter (./limiter.ts, server only) counts these rules by name.

const MINUTE = 60;
const QUARTER_HOUR = 15 * MINUTE;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MB = 1024 * 1024;

export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests. Please try again later.";
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many attempts. Please try again later.";

/**
 * The signed-in devices a partner keeps at once: signing in on one more ends the one used longest ago
 * (decision 541's sessions, security review L3), so the list and each request's session read stay small.
 */
export const DEVICE_SESSIONS_MAX = 50;

/** The rows one CSV export of the console carries at most (the audit log, an inbox tab). */
export const EXPORT_ROWS_MAX = 50_000;

/**
 * At most `limit` uses per fixed window of `windowSeconds`; beyond it, 429 with Retry-After and `message`.
 * `perInstance`: counted in each instance's memory, not shared, for a budget so many requests share that
 * one shared counter would be the bottleneck (n instances allow n times the limit).
 */
export type LimitRule = { limit: number; windowSeconds: number; message: string; perInstance?: boolean };

const requests = (limit: number, windowSeconds: number): LimitRule => ({
  limit,
  windowSeconds,
  message: TOO_MANY_REQUESTS_MESSAGE,
});
const attempts = (limit: number, windowSeconds: number): LimitRule => ({
  limit,
  windowSeconds,
  message: TOO_MANY_ATTEMPTS_MESSAGE,
});

export const LIMITS = {
  // Writes, per account (partner or staff member), fixed one-hour windows (decision 801). Set well above
  // what a real merchant or editor does in a day of work, low enough that a stolen or scripted account is
  // contained. Operations name their rule (`rateLimit:`); each operation has its own budget.
  /** coupon.upload-image: a coupon form replaces its image a few times at most. */
  partnerUpload: requests(30, HOUR),
  /** staff.upload-image: a post or service takes up to 10 images. */
  staffUpload: requests(60, HOUR),
  /** coupon.import: each file holds up to 500 coupons; a refused file is fixed and sent again. */
  couponImport: requests(10, HOUR),
  /** coupon.create (and coupon.duplicate): one at a time through the form or the API. */
  couponCreate: requests(100, HOUR),
  /** coupon.pause, coupon.resume and coupon.end: a few a day on a busy offer. */
  couponControl: requests(200, HOUR),
  /**
   * coupon.update: a merchant going through a list of offers edits each a few times; every edit is a
   * history entry and ends the public offer caches, so a script looping edits is stopped here.
   */
  couponEdit: requests(600, HOUR),
  /** coupon.delete and coupon.restore (each its own budget): one card at a time, with its Undo. */
  couponDelete: requests(200, HOUR),
  /** partner.update-profile: a profile is saved a few times when it is set up, rarely after. */
  profileUpdate: requests(60, HOUR),
  /** coupon.bulk and coupon.bulk-restore: one call per selection of up to BULK_COUPONS cards (decision 559). */
  couponBulk: requests(30, HOUR),
  /** Ending device sessions: a partner has a handful of devices; the same per admin for staff.end-partner-session. */
  sessionEnd: requests(30, HOUR),
  /** staff.invite and staff.revoke-invite: a team grows by a few people at a time (decision 614). */
  staffInvite: requests(20, HOUR),
  /** staff.accept-invite, per address: one person sets a password, perhaps after a refused one or two. */
  staffInviteAccept: requests(10, HOUR),
  /**
   * staff.change-role, staff.set-access and staff.reset-second-factor (decision 614); also a partner's
   * review, an announcement's save and a mail sent again, each of which may write to a partner's inbox
   * or send mail (security review, 2026-11-30).
   */
  staffManage: requests(60, HOUR),
  /** staff.send-notification: each may reach every approved partner's inbox at once. */
  staffNotify: requests(20, HOUR),
  /** The console's bulk actions (decision 623): each request changes up to BULK_MAX items. */
  staffBulk: requests(60, HOUR),
  /** staff.change-password and staff.regenerate-recovery-codes: rare, and each asks for proof (decision 613). */
  staffAccount: requests(10, HOUR),
  /**
   * staff.save-post and staff.save-service: an editor saves often, but each save may check up to 10 new
   * image addresses on the internet (decision 616), so scripted saves cannot turn the server into a prober.
   */
  contentSave: requests(300, HOUR),
  /**
   * staff.save-draft: the editor writes a draft a couple of seconds after typing stops (decision 624),
   * so a busy hour of writing pauses a few hundred times; a script writing drafts is stopped here.
   */
  contentDraft: requests(1200, HOUR),

  // Codes per claim and their redemption (decisions 556, 557).
  /** coupon.codes: a partner sets a coupon's code source, or adds a list, a few times. */
  couponCodes: requests(60, HOUR),
  /** code.redeem per partner, screen and API keys together: a busy shop's checkout a day, not a script's. */
  redemption: requests(3000, HOUR),
  /** apikey.create and apikey.revoke: a merchant has a handful of checkouts. */
  apiKeyManage: requests(20, HOUR),
  /** webhook.create, .rotate and .delete (decision 561): a merchant sets up a few receivers. */
  webhookManage: requests(30, HOUR),
  /** webhook.resend per partner: a merchant fixing a receiver sends a day's failures again, not a flood. */
  webhookResend: requests(300, HOUR),
  /** Every request made with one partner API key (decision 557), before anything else is read. */
  apiKeyUse: requests(6000, HOUR),
  /**
   * Keys that were never issued, per address: a script trying made-up keys is stopped before each costs a
   * budget row and a lookup. A revoked key is not counted (its own apiKeyUse budget holds it), so tills
   * behind one address still sending it never push that address's new key to 429.
   */
  apiKeyMissPerAddress: requests(300, HOUR),

  // Claims by the app (decision 547).
  /**
   * Per app key: every user of the app shares it, so it only stops a leaked key's flood; counted in each
   * instance's memory, as a budget every phone shares must not be one row (decision 551). About what one
   * instance takes a minute, so the app's own users never meet it (decision 553); the per-user and
   * per-address budgets bound what a leaked key buys.
   */
  offerClaimPerKey: { ...requests(12_000, MINUTE), perInstance: true },
  /** Per app user, across offers: a person claims a few offers a day. */
  offerClaimPerUser: requests(30, HOUR),
  /**
   * Per client address: phones behind one carrier NAT share an address, so well above what one does; a
   * leaked key cycling made-up user ids from one place is stopped here.
   */
  offerClaimPerAddress: requests(300, HOUR),

  // The app's views and clicks (decision 551): a visitor counts once per offer and India day, and one
  // address (an IPv6 /64) adds only a few to an offer a day, so made-up device ids buy little.
  /** A visitor (the app's device, or a browser) already counted on an offer today is not queued again. */
  eventVisitorDay: requests(1, DAY),
  /** offer.view per device and India day: a phone shows a few dozen offers a day, not hundreds. */
  offerViewPerDevice: requests(300, DAY),
  /**
   * offer.view per app key, in each instance's memory: a budget every phone shares must not be one row.
   * About what one instance takes a minute (decision 553); the device and address budgets bound a leaked key.
   */
  offerViewPerKey: { ...requests(60_000, MINUTE), perInstance: true },
  /** Counted views per offer, address and day; more are taken (202) and not counted. */
  offerViewPerAddress: requests(5, DAY),
  /** Counted clicks per offer, address and day; more still redirect but do not count (decision 530). */
  offerClickPerAddress: requests(3, DAY),

  // Public forms, per address (decision 305), and per e-mail where a form mails or records one.
  contact: requests(5, 10 * MINUTE),
  lead: requests(5, 10 * MINUTE),
  /** A lead is kept once per e-mail; repeats are recorded, at most this often (decision 014). */
  leadPerEmail: {
    limit: 3,
    windowSeconds: DAY,
    message: "This e-mail address has been registered several times today. Please try again tomorrow.",
  },
  /** Tighter than the other forms: the 400 for unknown e-mails (spec 7) would otherwise enumerate accounts. */
  accountDeletion: requests(5, HOUR),
  /** At most 3 confirmation e-mails a day reach one inbox, whoever asks and from wherever. */
  accountDeletionPerEmail: {
    limit: 3,
    windowSeconds: DAY,
    message:
      "Too many deletion requests for this e-mail address today. Please check your inbox for the confirmation e-mail or try again tomorrow.",
  },
  /** Presses of the e-mailed link's 'Confirm deletion' button, per address: tokens are not guessed. */
  accountDeletionConfirm: requests(10, HOUR),
  /** Page views: an office or a school shares one address, so well above what one visitor reads (decision 815). */
  pageView: requests(120, MINUTE),

  // Sign-in (decision 820): a flood of failures from one address is refused outright; per account, and
  // per account and address, failures in a row cost nothing up to the `...SignInFailures` number, then
  // each further attempt waits a growing delay (SIGN_IN_DELAY_SECONDS). An address the account signed in
  // from skips the per-account delay, so a stranger's failures elsewhere never hold its owner there.
  partnerSignInAddress: attempts(30, QUARTER_HOUR),
  partnerSignInFailures: attempts(10, DAY),
  staffSignInAddress: attempts(30, QUARTER_HOUR),
  staffSignInFailures: attempts(5, DAY),
  /**
   * Sign-ins with the right password, per account: a person signs in on a few devices a day; a script
   * looping on its own password would otherwise cost a password check and a new session every time
   * (security review L3). Counted before the check, given back when the password was wrong.
   */
  partnerSignIns: attempts(30, HOUR),
  staffSignIns: attempts(30, HOUR),
  /** The one attempt a delay lets through; its window is the delay, not this length. */
  signInDelay: attempts(1, QUARTER_HOUR),
  /** An address an account signed in from, remembered this long. */
  signInKnownAddress: attempts(1, 30 * DAY),

  // Partner codes, per account and per address (decision 404); an address limit is looser because an
  // office shares one. The daily caps stop the 15-minute windows refilling all day (decision 810).
  partnerCodeSendAccount: attempts(5, QUARTER_HOUR),
  partnerCodeSendAddress: attempts(20, QUARTER_HOUR),
  /** Code mails one address may have sent a day, to any inboxes (decision 820). */
  partnerCodeSendAddressDay: attempts(100, DAY),
  /** Codes mailed to one inbox, sign-up and reset together. */
  partnerCodeSendInboxDay: attempts(10, DAY),
  partnerCodeCheckAccount: attempts(10, QUARTER_HOUR),
  partnerCodeCheckAddress: attempts(30, QUARTER_HOUR),
  /** Failed code checks per account and purpose (NIST 800-63B 5.2.2: at most 100); lib/partner-account/codes.ts answers it. */
  partnerCodeCheckFailuresDay: attempts(100, DAY),
  partnerGrantUseAddress: attempts(20, QUARTER_HOUR),
  partnerPasswordChange: attempts(5, QUARTER_HOUR),

  // Provider staff's second factor (decision 600), and its daily cap on failures (decision 820).
  staffSecondFactorAccount: attempts(5, QUARTER_HOUR),
  staffSecondFactorAddress: attempts(30, QUARTER_HOUR),
  staffSecondFactorFailuresDay: attempts(20, DAY),
  /** Wrong proofs (password or code) on 'Your account' (decision 613), as many as sign-in allows. */
  staffAccountProof: attempts(5, QUARTER_HOUR),
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

/**
 * The wait after each failure past the free ones (decision 820): a minute, doubling with each further
 * failure up to a quarter of an hour.
 */
export const SIGN_IN_DELAY_SECONDS = { first: MINUTE, longest: QUARTER_HOUR } as const;

/**
 * Coupons one partner may have that have not ended (listed or live), whether added by hand, by the API
 * or by import: an import that would pass it is refused whole (decision 801).
 */
/** The most coupons one bulk action (pause, resume, end, delete or its Undo) takes (decision 559). */
export const BULK_COUPONS = 100;

export const MAX_OPEN_COUPONS = 1000;

/** Active partner API keys per partner (decision 557): one per checkout or till, with room to rotate. */
export const MAX_API_KEYS = 10;

/** Webhook endpoints per partner (decision 561): a live receiver and one being moved to. */
export const MAX_WEBHOOK_ENDPOINTS = 3;

export function openCouponsMessage(open: number, adding: number): string {
  const room = Math.max(0, MAX_OPEN_COUPONS - open);
  const limit = MAX_OPEN_COUPONS.toLocaleString("en-IN");
  if (room === 0)
    return `You already have ${limit} coupons that have not ended, the most one account can have. Delete some, or wait until they end, before adding more.`;
  return `You can add ${room} more coupon${room === 1 ? "" : "s"}, not ${adding}: one account can have at most ${limit} coupons that have not ended.`;
}

/** Total bytes of stored uploads per uploader; the upload that would pass it is refused (413). */
export const UPLOAD_QUOTA_BYTES = {
  partner: 100 * MB,
  staff: 500 * MB,
} as const;

export const UPLOAD_QUOTA_MESSAGE =
  "Your image storage is full. Images nothing uses are removed after a day; please try again later or contact support.";

/** An upload nothing uses is deleted once it has been unused this long (unsaved forms, replaced images). */
export const ORPHAN_UPLOAD_GRACE_MS = DAY * 1000;
