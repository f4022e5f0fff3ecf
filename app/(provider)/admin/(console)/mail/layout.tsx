import { requireSection } from "../console-staff";

/** Mail is for admins: any other role gets 403 and the console's forbidden screen (decision 621). */
export default async function SectionLayout({ children }: { children: React.ReactNode }) {
  await requireSection("mail.read");
  return children;
}
