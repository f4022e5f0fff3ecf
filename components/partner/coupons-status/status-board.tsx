"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { deleteCouponAction } from "@/lib/actions/delete-coupon";
import type { CouponView } from "@/lib/model/coupon-view";
import { failureMessage, runAction } from "../action-result";
import { CouponDetailDialog } from "./coupon-detail-dialog";
import { DeleteCouponDialog } from "./delete-coupon-dialog";
import { StatusCard } from "./status-card";

const CouponFormDialog = dynamic(() => import("../coupons/coupon-form-dialog").then((m) => m.CouponFormDialog), {
  ssr: false,
});

/** The selected tab's cards with their detail, edit and delete-with-confirmation (spec 2, 4). */
export function StatusBoard({
  coupons,
  today,
  empty,
}: {
  coupons: CouponView[];
  today: string;
  empty: React.ReactNode;
}) {
  const [detail, setDetail] = useState<CouponView | null>(null);
  const [editing, setEditing] = useState<CouponView | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<CouponView | null>(null);
  const [removed, setRemoved] = useState<Set<string>>(() => new Set());
  // What a delete or a running control did, said above the cards, not in a toast over the bottom-right
  // card's buttons (issue 49 m11; the Listing Page's cards say theirs on the card, decision 559).
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const board = useRef<HTMLDivElement>(null);
  // Where focus goes when the card a dialog was opened from has left this tab (deleted, paused, ended, moved).
  const theList = () => board.current?.querySelector<HTMLElement>("ul[aria-label=Coupons]") ?? board.current;
  const shown = coupons.filter((c) => !removed.has(c.id));
  // A dialog's action (Pause, End now, a saved edit) closes it with focus on the card that opened it, and
  // the page read again may then move that card to another tab: focus would fall to the page's body.
  const acted = useRef(false);
  useEffect(() => {
    if (!acted.current) return;
    acted.current = false;
    const here = board.current;
    if (here && !here.contains(document.activeElement))
      (here.querySelector<HTMLElement>("ul[aria-label=Coupons]") ?? here).focus();
  }, [coupons]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await runAction(() => deleteCouponAction({ id: deleting.id }));
    if (!result.ok) {
      setOutcome({ text: failureMessage(result, "Could not delete the coupon. Please try again."), failed: true });
      setDeleting(null);
      return;
    }
    setRemoved((prev) => new Set(prev).add(deleting.id));
    setOutcome({ text: `Coupon deleted: ${deleting.title}.`, failed: false });
    setDeleting(null);
  };

  return (
    // Focus lands here (the list, or the empty state) when a deleted coupon's card is gone.
    <div
      ref={board}
      tabIndex={-1}
      className="rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
    >
      <p
        role={outcome?.failed ? "alert" : "status"}
        data-testid="status-board-outcome"
        className={`mt-4 text-sm font-medium empty:hidden ${outcome?.failed ? "text-red-700" : "text-emerald-700"}`}
      >
        {outcome?.text}
      </p>
      {shown.length === 0 ? (
        empty
      ) : (
        <div className="@container mt-6">
          <ul
            aria-label="Coupons"
            tabIndex={-1}
            className="grid grid-cols-1 gap-4 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700 @sm:grid-cols-2 @xl:grid-cols-3 @3xl:grid-cols-4"
          >
            {shown.map((coupon) => (
              <li key={coupon.id}>
                <StatusCard
                  coupon={coupon}
                  onOpen={() => setDetail(coupon)}
                  onEdit={() => {
                    setEditing(coupon);
                    setEditOpen(true);
                  }}
                  onDelete={() => setDeleting(coupon)}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      <CouponDetailDialog
        coupon={detail}
        onClose={() => setDetail(null)}
        sayDone={(text) => {
          acted.current = true;
          setOutcome({ text, failed: false });
        }}
        fallback={theList}
      />
      <DeleteCouponDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        afterDelete={theList}
      />
      {editing ? (
        <CouponFormDialog
          open={editOpen}
          coupon={editing}
          today={today}
          onOpenChange={setEditOpen}
          fallback={theList}
          onSaved={() => {
            acted.current = true;
          }}
        />
      ) : null}
    </div>
  );
}
