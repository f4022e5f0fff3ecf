import { ConsoleNav } from "@/components/admin/console-nav";
import { consoleStaff } from "./console-staff";

export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const session = await consoleStaff();
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[14rem_minmax(0,1fr)] items-start gap-8 px-6 py-8">
      <ConsoleNav session={session} />
      {/* Where a streamed screen is drawn without JavaScript (app/globals.css). */}
      <div data-console-content>{children}</div>
    </div>
  );
}
