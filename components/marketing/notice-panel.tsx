import { Link } from "@/components/ui/link";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { NotFoundMark } from "./not-found-mark";

type Back = { href: string; label: string };

const HOME: Back = { href: "/", label: "Go to the home page" };

/**
 * A page that only tells the visitor something and sends them on: the 404 pages, an ended offer. The
 * caller gives the landmark it sits in (the root 404 page brings its own <main>; a section's sits in its
 * layout's) and, inside a section, the way back to that section's home.
 */
export function NoticePanel({
  eyebrow,
  title,
  back = HOME,
  children,
}: {
  eyebrow: string;
  title: string;
  back?: Back;
  children: ReactNode;
}) {
  return (
    <div className="max-w-md text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700">{eyebrow}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-4 text-slate-600">{children}</p>
      <Link
        href={back.href}
        className="mt-8 inline-flex rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {back.label}
      </Link>
    </div>
  );
}

/** The area a NoticePanel is centred in. */
export const NOTICE_AREA = "grid min-h-[60dvh] place-items-center bg-slate-50 px-6 py-24";

/** The 404 pages' metadata: the root not-found page and the public pages' own. Next itself adds their
 * `noindex` (a second one was a duplicate, issue 51 S16). */
export const NOT_FOUND_METADATA: Metadata = { title: "Page not found" };

/**
 * The 404 message: the root not-found page, the public pages' own (inside their layout), and a signed-in
 * section's, which says it in its own words and leads back to its home.
 */
export function NotFoundPanel({
  back,
  children = "The page you asked for does not exist or has moved.",
}: {
  back?: Back;
  children?: ReactNode;
}) {
  return (
    <NoticePanel eyebrow="404 Not Found" title="No route matches" back={back}>
      {children}
      <NotFoundMark />
    </NoticePanel>
  );
}
