// How much one account may write (decision 801): the numbers in one place. Set well above what a real
// merchant or editor does in a day of work, low enough that a stolen or scripted account is contained.
// No imports that pull in the server: the upload field reads the messages in the browser.

const HOUR = 3600;
const MB = 1024 * 1024;

/** Per account (partner or staff member), fixed one-hour windows; 429 with Retry-After beyond them. */
export const WRITE_RATE_LIMITS = {
  /** coupon.upload-image: a coupon form replaces its image a few times at most. */
  partnerUpload: { limit: 30, windowSeconds: HOUR },
  /** staff.upload-image: a post or service takes up to 10 images. */
  staffUpload: { limit: 60, windowSeconds: HOUR },
  /** coupon.import: each file holds up to 500 coupons; a refused file is fixed and sent again. */
  couponImport: { limit: 10, windowSeconds: HOUR },
  /** coupon.create: one at a time through the form or the API. */
  couponCreate: { limit: 100, windowSeconds: HOUR },
  /** coupon.pause, coupon.resume and coupon.end: a few a day on a busy offer. */
  couponControl: { limit: 200, windowSeconds: HOUR },
  /**
   * partner.end-session and partner.end-all-sessions: a partner has a handful of devices; the same per
   * admin for staff.end-partner-session.
   */
  sessionEnd: { limit: 30, windowSeconds: HOUR },
  /** staff.invite and staff.revoke-invite: a team grows by a few people at a time (decision 614). */
  staffInvite: { limit: 20, windowSeconds: HOUR },
  /** staff.accept-invite, per address: one person sets a password, perhaps after a refused one or two. */
  staffInviteAccept: { limit: 10, windowSeconds: HOUR },
  /** staff.change-role, staff.set-access and staff.reset-second-factor (decision 614). */
  staffManage: { limit: 60, windowSeconds: HOUR },
  /** staff.change-password and staff.regenerate-recovery-codes: rare, and each asks for proof (decision 613). */
  staffAccount: { limit: 10, windowSeconds: HOUR },
  /** offer.claim per app key: every user of the app shares it, so it only stops a leaked key's flood. */
  offerClaimPerKey: { limit: 1200, windowSeconds: 60 },
  /** offer.claim per app user, across offers: a person claims a few offers a day. */
  offerClaimPerUser: { limit: 30, windowSeconds: HOUR },
  /**
   * offer.claim per client address: phones behind one carrier NAT share an address, so well above what
   * one does; a leaked key cycling made-up user ids from one place is stopped here.
   */
  offerClaimPerIp: { limit: 300, windowSeconds: HOUR },
  /** offer.view per device and India day: a phone shows a few dozen offers a day, not hundreds (decision 551). */
  offerViewPerDevice: { limit: 300, windowSeconds: 24 * HOUR },
  /**
   * offer.view per offer, client address and day: counted views beyond it are taken and not counted, so
   * made-up device ids from one address (or /64) add a handful, not thousands (decision 551).
   */
  offerViewPerAddress: { limit: 5, windowSeconds: 24 * HOUR },
  /** offer.click: counted clicks per offer, client address and day, as views are (decisions 530, 551). */
  offerClickPerAddress: { limit: 3, windowSeconds: 24 * HOUR },
  /**
   * staff.save-post and staff.save-service: an editor saves often, but each save may check up to 10 new
   * image addresses on the internet (decision 616), so scripted saves cannot turn the server into a prober.
   */
  contentSave: { limit: 300, windowSeconds: HOUR },
} as const;

/**
 * Coupons one partner may have that have not ended (listed or live), whether added by hand, by the API
 * or by import: an import that would pass it is refused whole (decision 801).
 */
export const MAX_OPEN_COUPONS = 1000;

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
export const ORPHAN_UPLOAD_GRACE_MS = 24 * HOUR * 1000;
