"use client";

import { Plus, TicketX } from "lucide-react";
import dynamic from "next/dynamic";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { deleteCouponAction } from "@/lib/actions/delete-coupon";
import { listCouponsAction } from "@/lib/actions/list-coupons";
import { restoreCouponAction } from "@/lib/actions/restore-coupon";
import type { CouponView } from "@/lib/data/coupon-shape";
import { failureMessage, runAction } from "../action-result";
import { CouponCard } from "./coupon-card";

// The form's code (react-hook-form, the schema, the upload) loads when the modal first opens.
const CouponFormDialog = dynamic(() => import("./coupon-form-dialog").then((m) => m.CouponFormDialog), {
  ssr: false,
});

type Props = {
  initial: CouponView[];
  nextCursor: string | null;
  search: string;
  today: string;
  /** The search box, shown beside Add Coupon. */
  toolbar: React.ReactNode;
};
type Modal = { open: boolean; coupon: CouponView | null };

/** The Listing Page's grid: Add Coupon, edit in the modal, delete with an Undo toast, Load more. */
export function CouponManager({ initial, nextCursor, search, today, toolbar }: Props) {
  const [modal, setModal] = useState<Modal>({ open: false, coupon: null });
  const [opened, setOpened] = useState(false);
  const [hidden, setHidden] = useState<Set<string>>(() => new Set());
  const [more, setMore] = useState<{ from: CouponView[]; coupons: CouponView[]; cursor: string | null }>({
    from: initial,
    coupons: [],
    cursor: nextCursor,
  });
  const [loading, startLoading] = useTransition();

  // A new first page (search, save, refresh) starts the extra pages over.
  const current = more.from === initial ? more : { from: initial, coupons: [], cursor: nextCursor };
  if (current !== more) setMore(current);
  const seen = new Set(initial.map((c) => c.id));
  const coupons = [...initial, ...current.coupons.filter((c) => !seen.has(c.id))].filter((c) => !hidden.has(c.id));

  const open = (coupon: CouponView | null) => {
    setOpened(true);
    setModal({ open: true, coupon });
  };

  const hide = (id: string, yes: boolean) =>
    setHidden((prev) => {
      const next = new Set(prev);
      if (yes) next.add(id);
      else next.delete(id);
      return next;
    });

  const remove = async (coupon: CouponView) => {
    hide(coupon.id, true);
    const result = await runAction(() => deleteCouponAction({ id: coupon.id }));
    if (!result.ok) {
      hide(coupon.id, false);
      toast.error(failureMessage(result, "Could not delete the coupon. Please try again."));
      return;
    }
    toast.success("Coupon deleted", {
      id: `deleted-${coupon.id}`,
      description: coupon.title,
      duration: 8000,
      action: {
        label: "Undo",
        onClick: async () => {
          const restored = await runAction(() => restoreCouponAction({ undoToken: result.data.undoToken }));
          if (!restored.ok) {
            toast.error(failureMessage(restored, "Could not restore the coupon."));
            return;
          }
          hide(coupon.id, false);
          toast.success("Coupon restored");
        },
      },
    });
  };

  const loadMore = () =>
    startLoading(async () => {
      if (!current.cursor) return;
      const result = await runAction(() => listCouponsAction({ search: search || undefined, cursor: current.cursor! }));
      if (!result.ok) {
        toast.error(failureMessage(result, "Could not load more coupons."));
        return;
      }
      setMore({ from: initial, coupons: [...current.coupons, ...result.data.coupons], cursor: result.data.nextCursor });
    });

  return (
    <>
      <div className="mt-6 flex items-center justify-between gap-4">
        {toolbar}
        <button
          type="button"
          onClick={() => open(null)}
          className="inline-flex h-12 shrink-0 items-center gap-2 rounded-xl bg-brand-700 px-5 font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          <Plus aria-hidden="true" className="size-5" /> Add Coupon
        </button>
      </div>
      {coupons.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <TicketX aria-hidden="true" className="size-10 text-slate-400" />
          <h2 className="mt-4 text-lg font-bold text-ink">No coupons found</h2>
          <p className="mt-1 text-slate-600">Try adjusting your search terms or add a new coupon</p>
        </div>
      ) : (
        <ul aria-label="Coupons" className="mt-6 grid grid-cols-2 gap-5 xl:grid-cols-3">
          {coupons.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard coupon={coupon} onEdit={open} onDelete={(c) => void remove(c)} />
            </li>
          ))}
        </ul>
      )}
      {current.cursor ? (
        <div className="mt-8 flex justify-center">
          <a
            href={`?${new URLSearchParams({ ...(search ? { search } : {}), cursor: current.cursor })}`}
            onClick={(event) => {
              event.preventDefault();
              loadMore();
            }}
            aria-disabled={loading}
            className="inline-flex h-12 items-center rounded-xl border border-slate-300 bg-white px-6 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {loading ? "Loading..." : "Load more"}
          </a>
        </div>
      ) : null}
      {opened ? (
        <CouponFormDialog
          open={modal.open}
          coupon={modal.coupon}
          today={today}
          onOpenChange={(isOpen) => setModal((m) => ({ ...m, open: isOpen }))}
        />
      ) : null}
    </>
  );
}
