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
  /** partner.end-session and partner.end-all-sessions: a partner has a handful of devices. */
  sessionEnd: { limit: 30, windowSeconds: HOUR },
} as const;

/** Total bytes of stored uploads per uploader; the upload that would pass it is refused (413). */
export const UPLOAD_QUOTA_BYTES = {
  partner: 100 * MB,
  staff: 500 * MB,
} as const;

export const UPLOAD_QUOTA_MESSAGE =
  "Your image storage is full. Images nothing uses are removed after a day; please try again later or contact support.";

/** An upload nothing uses is deleted once it has been unused this long (unsaved forms, replaced images). */
export const ORPHAN_UPLOAD_GRACE_MS = 24 * HOUR * 1000;
