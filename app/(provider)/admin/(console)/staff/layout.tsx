import { requireSection } from "../console-staff";

/** Staff is for admins: any other role gets 403 and the console's forbidden screen (decision 621). */
export default async function SectionLayout({ children }: { children: React.ReactNode }) {
  await requireSection("staff.manage");
  return children;
}
