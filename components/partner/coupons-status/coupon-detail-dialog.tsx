"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { ChartColumn, Check, Copy } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useEffect, useRef, useState } from "react";
import { ContentImage } from "@/components/blog/content-image";
import { couponResultsPath } from "@/config/dashboard";
import { useReturnFocus } from "@/components/ui/use-return-focus";
import type { CouponView } from "@/lib/model/coupon-view";
import { CouponStateBadge } from "../coupons/status-badge";
import { claimsText, offerText, validityText } from "./coupon-offer";
import { CouponHistory } from "./coupon-history";
import { RunningControls } from "./running-controls";

/** Spec 9: the copied check shows for 2 seconds. */
const COPIED_MS = 2000;

/** The coupon's detail modal with the real coupon (issue 10), not the spec's hard-coded sample. */
export function CouponDetailDialog({
  coupon,
  onClose,
  sayDone,
  fallback,
}: {
  coupon: CouponView | null;
  onClose: () => void;
  /** Where focus goes when the card that opened it is gone (Pause or End now moved it to another tab). */
  fallback?: () => HTMLElement | null | undefined;
  /** Says what a running control did on the page, once the dialog closes (issue 49 m11): not in a toast. */
  sayDone?: (message: string) => void;
}) {
  const [copied, setCopied] = useState(false);
  const returnFocus = useReturnFocus(coupon !== null, fallback);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      return;
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  const offer = coupon ? offerText(coupon) : null;
  return (
    <Dialog.Root
      open={coupon !== null}
      onOpenChange={(open) => {
        if (open) return;
        setCopied(false);
        onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed left-1/2 top-1/2 z-40 max-h-[calc(100dvh-3rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white shadow-2xl shadow-ink/20"
        >
          {coupon ? (
            <>
              <div className="flex items-center gap-4 border-b border-slate-200 p-6">
                <div className="relative size-16 shrink-0 overflow-hidden rounded-2xl bg-slate-100">
                  <ContentImage src={coupon.image} alt={`${coupon.brand} coupon image`} sizes="64px" />
                </div>
                <div className="min-w-0">
                  <Dialog.Title className="truncate text-lg font-bold text-ink">{coupon.brand}</Dialog.Title>
                  <Dialog.Description className="line-clamp-2 text-sm text-slate-600">
                    {coupon.title}
                  </Dialog.Description>
                </div>
              </div>
              <div className="grid gap-4 p-6">
                {offer ? <p className="text-3xl font-extrabold tracking-tight text-brand-800">{offer}</p> : null}
                {coupon.code ? (
                  <div className="flex items-center justify-between gap-3 rounded-2xl border border-dashed border-brand-300 bg-brand-50 px-4 py-3">
                    <span
                      className="truncate font-mono text-lg font-bold tracking-wider text-ink"
                      data-testid="coupon-code"
                    >
                      {coupon.code}
                    </span>
                    <button
                      type="button"
                      onClick={() => void copy(coupon.code!)}
                      aria-label={copied ? "Code copied" : "Copy code"}
                      className="inline-flex h-10 shrink-0 items-center gap-2 rounded-xl bg-white px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
                    >
                      {copied ? (
                        <Check aria-hidden="true" className="size-4 text-emerald-700" data-testid="copied-check" />
                      ) : (
                        <Copy aria-hidden="true" className="size-4" />
                      )}
                      {copied ? "Copied" : "Copy"}
                    </button>
                  </div>
                ) : (
                  <p className="rounded-2xl bg-slate-50 px-4 py-3 text-sm text-slate-600">No code needed</p>
                )}
                <p role="status" className="sr-only">
                  {copied ? "Code copied" : ""}
                </p>
                <p className="text-sm font-semibold text-slate-700">
                  {coupon.paused ? <CouponStateBadge state="paused" className="mr-2" /> : null}
                  {coupon.status === "claimed" ? <CouponStateBadge state="claimed" className="mr-2" /> : null}
                  {validityText(coupon)}
                </p>
                <p className="flex items-center justify-between gap-3 text-sm text-slate-700">
                  <span data-testid="coupon-claims">{claimsText(coupon)}</span>
                  <Link
                    href={couponResultsPath(coupon.id)}
                    className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
                  >
                    <ChartColumn aria-hidden="true" className="size-4" /> See results
                  </Link>
                </p>
                <p className="line-clamp-4 whitespace-pre-line break-words text-sm text-slate-600">
                  {coupon.description}
                </p>
                <RunningControls
                  coupon={coupon}
                  onDone={onClose}
                  sayDone={sayDone && ((done) => sayDone(`${done} — ${coupon.title}`))}
                />
                <CouponHistory key={`${coupon.id}-${coupon.version}`} couponId={coupon.id} />
              </div>
              <div className="flex justify-end border-t border-slate-200 px-6 py-4">
                <Dialog.Close className="h-11 rounded-xl border border-slate-300 px-6 font-semibold text-slate-700 hover:bg-slate-50">
                  Cancel
                </Dialog.Close>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
