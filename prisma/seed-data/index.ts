// Demo content used by prisma/seed.ts.
export type {
  SeedAnnouncement,
  SeedBlogPost,
  SeedCoupon,
  SeedCouponStatus,
  SeedNotification,
  SeedService,
} from "./types";
export { blogPosts } from "./blog-posts";
export { services } from "./services";
export { couponCategories, demoCoupons, type CouponCategory } from "./coupons";
export { announcements, demoNotifications } from "./messages";
