"use client";

import { Plus, TicketX } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useRef, useState, useTransition } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { deleteCouponAction } from "@/lib/actions/delete-coupon";
import { listCouponsAction } from "@/lib/actions/list-coupons";
import { restoreCouponAction } from "@/lib/actions/restore-coupon";
import type { CouponView } from "@/lib/model/coupon-view";
import type { couponSearchSchema } from "@/lib/validations/coupon";
import { failureMessage, runAction } from "../action-result";
import { BulkBar } from "./bulk-bar";
import { CouponCard } from "./coupon-card";
import { type ListQuery, listParams } from "./list-query";
import { DeletedCouponPlace } from "./deleted-coupon-place";
import { cardBeside, gridItems, type GridItem, type Removal } from "./listing-grid";
import { useFocusAfterRender } from "./use-focus-after-render";

// The form's code (react-hook-form, the schema, the upload) loads when the modal first opens.
const CouponFormDialog = dynamic(() => import("./coupon-form-dialog").then((m) => m.CouponFormDialog), {
  ssr: false,
});

type Props = {
  initial: CouponView[];
  nextCursor: string | null;
  search: string;
  today: string;
  /** Coupons per page: Load more asks for as many as the first page showed (decision 520, issue 49 m17). */
  pageSize: number;
  /** The search box, shown beside Add Coupon. */
  toolbar: React.ReactNode;
  /** The state, category and sort the page was read with (decision 559), and their controls. */
  query: ListQuery;
  filters: React.ReactNode;
};
type Modal = { open: boolean; coupon: CouponView | null };
type ListFilter = z.input<typeof couponSearchSchema>;

/** The pages Load more added, for the first page `from` of the list `query`; `stale` while read again. */
type MorePages = { from: CouponView[]; query: string; coupons: CouponView[]; cursor: string | null; stale?: boolean };

const listFilter = (query: ListQuery, search: string): ListFilter => ({
  search: search || undefined,
  state: (query.state || undefined) as ListFilter["state"],
  category: (query.category || undefined) as ListFilter["category"],
  sort: query.sort || undefined,
});

/**
 * The Listing Page's grid: Add Coupon, edit in the modal, delete with an Undo in the deleted card's place
 * (decision 550), Load more. Focus goes to the next card after a delete, to the card after an Undo and to
 * the first new card after Load more; to the page's heading when no card is left.
 */
export function CouponManager({ initial, nextCursor, search, today, pageSize, toolbar, query, filters }: Props) {
  const [selected, setSelected] = useState<string[]>([]);
  const [modal, setModal] = useState<Modal>({ open: false, coupon: null });
  const [opened, setOpened] = useState(false);
  const [removals, setRemovals] = useState<Map<string, Removal>>(() => new Map());
  const [announcement, setAnnouncement] = useState("");
  const queryKey = new URLSearchParams(listParams(query)).toString();
  const [more, setMore] = useState<MorePages>({ from: initial, query: queryKey, coupons: [], cursor: nextCursor });
  const [loading, startLoading] = useTransition();
  const grid = useRef<HTMLUListElement>(null);
  // The grid as last drawn, for an undo window that ends minutes after the delete that started it.
  const drawn = useRef<GridItem[]>([]);
  const windows = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = windows.current;
    return () => timers.forEach(clearTimeout);
  }, []);
  const focusAfterRender = useFocusAfterRender((id: string | null) =>
    id === null
      ? document.querySelector<HTMLElement>("main h1")
      : grid.current?.querySelector<HTMLElement>(`[data-coupon-id="${CSS.escape(id)}"] article`),
  );

  // A new search, filter or sort starts the extra pages over. A new first page of the same list (a card's
  // action, a save, a refresh) keeps them on screen, and reads them again (partner review, 2026-11-30:
  // a delete on card 30 dropped cards 25-48).
  const current: MorePages =
    more.from === initial
      ? more
      : more.query === queryKey && more.coupons.length
        ? { ...more, from: initial, stale: true }
        : { from: initial, query: queryKey, coupons: [], cursor: nextCursor };
  if (current !== more) setMore(current);
  useEffect(() => {
    if (!more.stale) return;
    let cancelled = false;
    void (async () => {
      // As many as were loaded, from the end of the new first page, so every card shows its state now.
      const coupons: CouponView[] = [];
      let cursor = nextCursor;
      while (cursor && coupons.length < more.coupons.length) {
        const from = cursor;
        const result = await runAction(() =>
          listCouponsAction({ ...listFilter(query, search), cursor: from, limit: pageSize }),
        );
        if (!result.ok) return;
        coupons.push(...result.data.coupons);
        cursor = result.data.nextCursor;
      }
      if (!cancelled) setMore({ from: initial, query: queryKey, coupons, cursor });
    })();
    return () => {
      cancelled = true;
    };
  }, [more, initial, nextCursor, pageSize, query, queryKey, search]);
  const seen = new Set(initial.map((c) => c.id));
  const items = gridItems([...initial, ...current.coupons.filter((c) => !seen.has(c.id))], removals, search);
  useEffect(() => {
    drawn.current = items;
  });

  const open = (coupon: CouponView | null) => {
    setOpened(true);
    setModal({ open: true, coupon });
  };

  /** Changes (or with null, forgets) what is known of a deleted coupon. */
  const update = (id: string, change: (removal: Removal) => Removal | null) =>
    setRemovals((prev) => {
      const removal = prev.get(id);
      if (!removal) return prev;
      const next = new Map(prev);
      const changed = change(removal);
      if (changed) next.set(id, changed);
      else next.delete(id);
      return next;
    });

  const endWindow = (id: string) => {
    const place = grid.current?.querySelector(`[data-coupon-id="${CSS.escape(id)}"]`);
    if (place?.contains(document.activeElement)) focusAfterRender(cardBeside(drawn.current, id));
    update(id, (r) => (r.state === "deleted" || r.state === "refused" ? { ...r, state: "gone" } : r));
  };

  const remove = async (coupon: CouponView) => {
    clearTimeout(windows.current.get(coupon.id));
    focusAfterRender(cardBeside(items, coupon.id));
    setRemovals((prev) =>
      new Map(prev).set(coupon.id, { coupon, search, state: "deleting", token: null, error: null }),
    );
    const result = await runAction(() => deleteCouponAction({ id: coupon.id }));
    if (!result.ok) {
      update(coupon.id, () => null);
      toast.error(failureMessage(result, "Could not delete the coupon. Please try again."));
      return;
    }
    update(coupon.id, (r) => ({ ...r, state: "deleted", token: result.data.undoToken }));
    setAnnouncement(`Coupon deleted: ${coupon.title}.`);
    windows.current.set(
      coupon.id,
      setTimeout(() => endWindow(coupon.id), result.data.undoSeconds * 1000),
    );
  };

  const undo = async ({ coupon, token }: Removal) => {
    if (!token) return;
    update(coupon.id, (r) => ({ ...r, state: "restoring", error: null }));
    const result = await runAction(() => restoreCouponAction({ undoToken: token }));
    if (!result.ok) {
      // Past its window, or undone already elsewhere: no Undo to try again.
      const final = result.code === "invalid_grant" || result.code === "conflict";
      const error = failureMessage(result, "Could not restore the coupon. Please try again.");
      update(coupon.id, (r) => ({ ...r, state: final ? "refused" : "deleted", error }));
      return;
    }
    clearTimeout(windows.current.get(coupon.id));
    focusAfterRender(coupon.id);
    update(coupon.id, (r) => ({ ...r, state: "restored", coupon: result.data, error: null }));
    setAnnouncement(`Coupon restored: ${coupon.title}.`);
  };

  const loadMore = () =>
    startLoading(async () => {
      if (!current.cursor) return;
      const result = await runAction(() =>
        listCouponsAction({ ...listFilter(query, search), cursor: current.cursor!, limit: pageSize }),
      );
      if (!result.ok) {
        toast.error(failureMessage(result, "Could not load more coupons."));
        return;
      }
      const first = result.data.coupons[0];
      if (first) focusAfterRender(first.id);
      setMore({
        from: initial,
        query: queryKey,
        coupons: [...current.coupons, ...result.data.coupons],
        cursor: result.data.nextCursor,
      });
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
      {filters}
      <BulkBar
        selected={selected.filter((id) => items.some((i) => i.kind === "card" && i.coupon.id === id))}
        onClear={() => setSelected([])}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {items.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <TicketX aria-hidden="true" className="size-10 text-slate-400" />
          <h2 className="mt-4 text-lg font-bold text-ink">No coupons found</h2>
          <p className="mt-1 text-slate-600">Try adjusting your search terms or add a new coupon</p>
        </div>
      ) : (
        <ul ref={grid} aria-label="Coupons" className="mt-6 grid grid-cols-2 gap-5 xl:grid-cols-3">
          {items.map((item) =>
            item.kind === "card" ? (
              <li key={item.coupon.id} data-coupon-id={item.coupon.id}>
                <CouponCard
                  coupon={item.coupon}
                  onEdit={open}
                  onDelete={(c) => void remove(c)}
                  selected={selected.includes(item.coupon.id)}
                  onSelect={(on) =>
                    setSelected((list) => (on ? [...list, item.coupon.id] : list.filter((id) => id !== item.coupon.id)))
                  }
                />
              </li>
            ) : (
              <li key={item.removal.coupon.id} data-coupon-id={item.removal.coupon.id}>
                <DeletedCouponPlace removal={item.removal} onUndo={() => void undo(item.removal)} />
              </li>
            ),
          )}
        </ul>
      )}
      {current.cursor ? (
        <div className="mt-8 flex justify-center">
          <a
            href={`?${new URLSearchParams({ ...listParams(query), cursor: current.cursor })}`}
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
