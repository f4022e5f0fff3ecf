"use client";

import { ChevronDown, Menu, Smartphone, X } from "lucide-react";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { calculatorPaths } from "@/lib/calculators/catalog";

type NavItem = { title: string; href: string };

/** Blogs stays active on a post, Calculators on each calculator: an entry owns its sub-paths and its siblings. */
const ALSO_ACTIVE: Record<string, (pathname: string) => boolean> = {
  "/BlogPage": (pathname) => /^\/blog(\/|$)/.test(pathname),
  "/calculator": (pathname) => calculatorPaths.includes(pathname),
};

export function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`) || Boolean(ALSO_ACTIVE[href]?.(pathname));
}

/**
 * A button and the popup it opens: Escape closes it and returns focus to the button, a pointer press
 * outside the container closes it. Gives the popup's state (with the props for its button), then the
 * container's ref and the button's ref.
 */
function useDisclosure() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  const popup = {
    open,
    setOpen,
    panelId,
    /** Spread on the button, beside its ref. */
    toggle: {
      type: "button",
      "aria-expanded": open,
      "aria-controls": panelId,
      onClick: () => setOpen((o) => !o),
    } as const,
  };
  return [popup, container, buttonRef] as const;
}

function NavLinks({
  items,
  pathname,
  extraClass = "",
}: {
  items: readonly NavItem[];
  pathname: string;
  extraClass?: string;
}) {
  return items.map((item) => {
    const active = isActivePath(pathname, item.href);
    return (
      <Link
        key={item.href}
        href={item.href}
        aria-current={active ? "page" : undefined}
        className={`rounded-full px-4 py-2 text-sm font-medium transition-colors ${
          active ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-ink"
        }${extraClass}`}
      >
        {item.title}
      </Link>
    );
  });
}

const DOWNLOAD_BUTTON =
  "inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800";

export function MainNav({ items, qr }: { items: readonly NavItem[]; qr: React.ReactNode }) {
  const pathname = usePathname();
  const [download, downloadRef, downloadButton] = useDisclosure();
  const [menu, menuRef, menuButton] = useDisclosure();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    // A navigation closes whatever was open.
    setShownPath(pathname);
    menu.setOpen(false);
    download.setOpen(false);
  }

  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
        <NavLinks items={items} pathname={pathname} />
        {/* Without a script the QR popup cannot open: the same button leads to the download page. */}
        <noscript>
          <a href="/download" className={`ml-2 ${DOWNLOAD_BUTTON}`}>
            <Smartphone aria-hidden="true" className="size-4" />
            Download App
          </a>
        </noscript>
        <div ref={downloadRef} className="relative ml-2 noscript:hidden">
          <button ref={downloadButton} {...download.toggle} className={DOWNLOAD_BUTTON}>
            <Smartphone aria-hidden="true" className="size-4" />
            Download App
            <ChevronDown
              aria-hidden="true"
              className={`size-4 transition-transform ${download.open ? "rotate-180" : ""}`}
            />
          </button>
          <div
            id={download.panelId}
            hidden={!download.open}
            className="absolute right-0 top-full mt-3 w-64 rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-xl shadow-brand-900/10"
          >
            <div className="mx-auto w-fit rounded-xl border border-brand-100 p-2">{qr}</div>
            <p className="mt-3 text-sm font-semibold text-ink">Scan the QR code to get app now!</p>
          </div>
        </div>
      </nav>

      <div ref={menuRef} className="md:hidden">
        <button
          ref={menuButton}
          {...menu.toggle}
          aria-label={menu.open ? "Close menu" : "Open menu"}
          className="grid size-10 place-items-center rounded-full text-ink hover:bg-slate-100"
        >
          {menu.open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
        <div
          id={menu.panelId}
          hidden={!menu.open}
          className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
        >
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            <NavLinks items={items} pathname={pathname} extraClass=" py-3 text-base" />
          </nav>
          <div className="mt-4 flex items-center gap-4 rounded-2xl bg-brand-50 p-4">
            <div className="shrink-0 [&_span]:size-24">{qr}</div>
            <div>
              <p className="text-sm font-semibold text-ink">Download App</p>
              <p className="mt-1 text-sm text-slate-600">Scan the QR code to get app now!</p>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
