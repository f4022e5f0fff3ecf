"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { toast } from "sonner";
import { SubmitButton } from "@/components/ui/submit-button";
import { useLeaveWarning } from "@/components/ui/use-leave-warning";
import { useReturnFocus } from "@/components/ui/use-return-focus";
import { createCouponAction } from "@/lib/actions/create-coupon";
import { readCouponAction } from "@/lib/actions/read-coupon";
import { updateCouponAction } from "@/lib/actions/update-coupon";
import { type CouponView, couponPhase } from "@/lib/model/coupon-view";
import { type CouponValues } from "@/lib/validations/coupon";
import { buildCouponFormSchema, couponFormSchema } from "@/lib/validations/coupon-form-text";
import { applyFieldErrors, failureMessage, runAction } from "../action-result";
import { AlertModal, useAlert } from "../alert-modal";
import { CouponFields } from "./coupon-fields";
import {
  COUPON_FORM_FIELDS,
  type CouponFormValues,
  emptyCouponForm,
  formValuesOf,
  mergeStale,
} from "./coupon-form-values";
import { type Stale, StaleNotice } from "./stale-notice";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The coupon to edit; none to list a new one. */
  coupon?: CouponView | null;
  /** Today in India (YYYY-MM-DD): the earliest start and expiry the date pickers offer. */
  today: string;
  onSaved?: (coupon: CouponView) => void;
  /** Where focus goes when the control that opened it is gone (a saved edit moved its card to another tab). */
  fallback?: () => HTMLElement | null | undefined;
};

type CouponResolver = Resolver<CouponFormValues, unknown, CouponValues>;
const createResolver = zodResolver(couponFormSchema) as unknown as CouponResolver;

/**
 * 'List a Coupon' / 'Edit Coupon' (spec 2, 4, 5): one schema for both sides; Cancel, Escape and a click
 * on the backdrop close it and reset it; on success it closes and the list reloads; a refusal from the
 * server shows in the modal alert (spec 8), a stale edit says the coupon changed elsewhere.
 */
export function CouponFormDialog({ open, onOpenChange, coupon: opened, today, onSaved, fallback }: Props) {
  const returnFocus = useReturnFocus(open, fallback);
  const formId = useId();
  const editing = Boolean(opened);
  const [uploading, setUploading] = useState(false);
  const { alert, showAlert, closeAlert } = useAlert();
  // The coupon the edit is based on: the one opened, or the latest once a stale edit was carried on (m27).
  const [latest, setLatest] = useState<CouponView | null>(null);
  const coupon = latest && opened && latest.id === opened.id ? latest : (opened ?? null);
  const [stale, setStale] = useState<Stale>(null);
  const reloadButton = useRef<HTMLButtonElement>(null);
  // An edit is checked against the coupon's stored dates: a live one keeps its start (decision 545), by its
  // dates alone, as the server checks it, even while paused or claimed out (decisions 546, 547).
  const live = coupon ? couponPhase(coupon, today) === "lived" : false;
  const resolver = useMemo(
    () =>
      coupon ? (zodResolver(buildCouponFormSchema(undefined, coupon)) as unknown as CouponResolver) : createResolver,
    [coupon],
  );
  const form = useForm<CouponFormValues, unknown, CouponValues>({
    resolver,
    defaultValues: coupon ? formValuesOf(coupon) : emptyCouponForm,
  });
  const {
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { isDirty, isSubmitting },
  } = form;
  // Leaving the page (Back, a reload, a closed tab) with the coupon not yet saved asks first; Cancel, Escape
  // and the backdrop still close it as the spec says.
  useLeaveWarning(open && isDirty);

  // Each opening starts from the coupon as it is now (or empty).
  useEffect(() => {
    if (open) reset(opened ? formValuesOf(opened) : emptyCouponForm);
  }, [open, opened, reset]);

  // Refused as stale: focus goes to the way on, the button that loads the latest.
  const refused = stale?.state === "refused";
  useEffect(() => {
    if (refused) reloadButton.current?.focus();
  }, [refused]);

  const close = () => {
    reset(opened ? formValuesOf(opened) : emptyCouponForm);
    setLatest(null);
    setStale(null);
    onOpenChange(false);
  };

  /** Reads the coupon as stored now and keeps what the person typed over it (issue 49 m27). */
  const reloadKeepingMine = async () => {
    if (!coupon || stale?.state !== "refused") return;
    const { message } = stale;
    setStale({ state: "loading", message });
    const result = await runAction(() => readCouponAction({ id: coupon.id }));
    if (!result.ok) {
      const error = failureMessage(result, "Could not load the latest. Please try again.");
      setStale({ state: "refused", message, error });
      return;
    }
    const merged = mergeStale(coupon, result.data, form.getValues());
    setLatest(result.data);
    reset(merged.values, { keepDefaultValues: true });
    setStale({ state: "merged", changed: merged.changedElsewhere, kept: merged.kept });
  };

  const onValid = async (values: CouponValues) => {
    const result = await runAction(() =>
      coupon ? updateCouponAction({ ...values, id: coupon.id, version: coupon.version }) : createCouponAction(values),
    );
    if (!result.ok && result.code === "conflict" && coupon) {
      // Kept on screen with what was typed, and a way on: load the other save under it (issue 49 m27).
      setStale({
        state: "refused",
        message: failureMessage(result, "This coupon was changed elsewhere."),
        error: null,
      });
      return;
    }
    if (result.ok) {
      setStale(null);
      setLatest(null);
      toast.success(result.message ?? (editing ? "Coupon updated successfully" : "Coupon listed successfully"));
      onSaved?.(result.data);
      reset(emptyCouponForm);
      onOpenChange(false);
      return;
    }
    if (applyFieldErrors(setError, result, COUPON_FORM_FIELDS)) return;
    showAlert(
      editing ? "Could not update the coupon" : "Could not list the coupon",
      failureMessage(result, "Something went wrong. Please try again later."),
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" data-testid="coupon-dialog-backdrop" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          aria-describedby={`${formId}-description`}
          className="fixed left-1/2 top-1/2 z-40 flex max-h-[calc(100dvh-3rem)] w-[min(48rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-3xl bg-white shadow-2xl shadow-ink/20"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-8 py-5">
            <div>
              <Dialog.Title className="text-xl font-bold text-ink">
                {editing ? "Edit Coupon" : "List a Coupon"}
              </Dialog.Title>
              <Dialog.Description id={`${formId}-description`} className="mt-1 text-sm text-slate-600">
                Fields marked * are required. Dates are days in India.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="grid size-10 place-items-center rounded-xl text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <form
            id={formId}
            noValidate
            onSubmit={handleSubmit(onValid, (errors) => {
              // The submit button is disabled while the form checks itself, so focus moves after that.
              const firstInvalid = COUPON_FORM_FIELDS.find(
                (name) => errors[name] && name !== "category" && name !== "image",
              );
              if (firstInvalid) requestAnimationFrame(() => setFocus(firstInvalid));
            })}
            className="overflow-y-auto px-8 py-6"
            aria-label={editing ? "Edit Coupon" : "List a Coupon"}
          >
            {stale ? (
              <StaleNotice stale={stale} reloadButton={reloadButton} onReload={() => void reloadKeepingMine()} />
            ) : null}
            <CouponFields
              form={form}
              today={today}
              liveSince={live ? coupon?.startDate : undefined}
              liveUntil={live ? coupon?.expiryDate : undefined}
              onUploadingChange={setUploading}
            />
          </form>
          <div className="flex justify-end gap-3 border-t border-slate-200 px-8 py-4">
            <button
              type="button"
              onClick={close}
              className="h-12 rounded-xl border border-slate-300 px-6 font-semibold text-slate-700 hover:bg-slate-50"
            >
              Cancel
            </button>
            <SubmitButton form={formId} pending={isSubmitting} disabled={uploading}>
              {isSubmitting ? (editing ? "Updating..." : "Listing...") : editing ? "Update Coupon" : "List Coupon"}
            </SubmitButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
      {/* Closed, the alert hands focus to the button that sent the form (it has no trigger of its own). */}
      <AlertModal
        alert={alert}
        onClose={closeAlert}
        returnFocus={() => document.querySelector<HTMLElement>(`button[type="submit"][form="${formId}"]`)}
      />
    </Dialog.Root>
  );
}
