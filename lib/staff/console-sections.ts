import type { Permission } from "./roles";

/** The console's sections in sidebar order, with what a role needs to see each (decision 601). */
export const CONSOLE_SECTIONS = [
  { href: "/admin", label: "Overview", permission: "overview.read" },
  { href: "/admin/partners", label: "Partners", permission: "partners.read" },
  { href: "/admin/posts", label: "Blog posts", permission: "content.write" },
  { href: "/admin/services", label: "Services", permission: "content.write" },
  { href: "/admin/media", label: "Media library", permission: "content.write" },
  { href: "/admin/announcements", label: "Announcements", permission: "announcements.write" },
  { href: "/admin/inbox", label: "Inbox", permission: "inbox.read" },
  { href: "/admin/mail", label: "Mail", permission: "mail.read" },
  { href: "/admin/audit", label: "Audit log", permission: "audit.read" },
  { href: "/admin/staff", label: "Staff", permission: "staff.manage" },
] as const satisfies readonly { href: string; label: string; permission: Permission }[];
