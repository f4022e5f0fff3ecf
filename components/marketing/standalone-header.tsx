import { Link } from "@/components/ui/link";
import { siteConfig } from "@/config/site";
import { Logo } from "./logo";

/** Spec 2: sign-up and deletion screens show only the logo and product name, linking to /. */
export function StandaloneHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
        <Link href="/" aria-label={`${siteConfig.name} home`} className="rounded-lg">
          <Logo />
        </Link>
      </div>
    </header>
  );
}
