"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** 'Delete Coupon' / 'Are you sure you want to delete this coupon?' with Cancel and Confirm (spec 4). */
export function DeleteCouponDialog({
  open,
  onCancel,
  onConfirm,
  afterDelete,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
  /** Where focus goes when the deleted coupon's card (and its Delete button) is gone. */
  afterDelete: () => HTMLElement | null | undefined;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Delete Coupon"
      description="Are you sure you want to delete this coupon?"
      busyLabel="Deleting..."
      onCancel={onCancel}
      onConfirm={onConfirm}
      fallback={afterDelete}
    />
  );
}
