"use client";
import { useEffect, useRef, useState } from "react";
import { runAction } from "@/components/partner/action-result";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { deleteMediaAction } from "@/lib/actions/staff/delete-media";

/**
 * Delete one unused library image after a question naming it. The server refuses an image in use (or
 * someone else's, for an editor): the reason is said inside the dialog, which stays open. With the row
 * gone, focus goes to the library's heading.
 */
export function DeleteMediaButton({ id, fileName }: { id: string; fileName: string }) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The deleted row leaves with this button (after the dialog gave it the focus back): the library's
  // heading takes the focus instead of the page's body.
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) document.getElementById("media-heading")?.focus();
    },
    [],
  );
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="h-9 rounded-xl border border-red-200 px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        Delete<span className="sr-only"> {fileName}</span>
      </button>
      <ConfirmDialog
        open={open}
        title={`Delete ${fileName}?`}
        description="The image is removed from the library and from storage for good. This cannot be undone."
        confirmLabel="Delete image"
        busyLabel="Deleting..."
        onCancel={() => {
          setOpen(false);
          setRefusal(null);
        }}
        fallback={() => document.getElementById("media-heading")}
        confirmDisabled={refusal !== null}
        onConfirm={async () => {
          const result = await runAction(() => deleteMediaAction({ id }));
          if (!result.ok) {
            setRefusal(result.formError ?? "The image was not deleted.");
            return;
          }
          deleted.current = true;
          setOpen(false);
          toast.success(result.message ?? `Deleted ${fileName}.`);
        }}
      >
        {refusal ? (
          <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
            {refusal}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
