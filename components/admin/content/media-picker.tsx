"use client";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Link } from "@/components/ui/link";
import { useReturnFocus } from "@/components/ui/use-return-focus";
import type { MediaChoice } from "@/lib/model/media";
import { MediaThumbnail } from "../media/media-thumbnail";

const button =
  "rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * "Choose from the library": the newest uploads as a list of buttons; choosing one adds it to the
 * images (`onChoose`) and closes, and focus goes back to the button that opened it.
 */
export function MediaPicker({ choices, onChoose }: { choices: MediaChoice[]; onChoose: (item: MediaChoice) => void }) {
  const [open, setOpen] = useState(false);
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger type="button" className={button}>
        Choose from the library
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed left-1/2 top-1/2 z-40 flex max-h-[calc(100dvh-3rem)] w-[min(48rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-3xl bg-white shadow-2xl shadow-ink/20"
        >
          <div className="border-b border-slate-200 p-6">
            <Dialog.Title className="text-lg font-bold text-ink">Choose an image from the library</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">
              The newest {choices.length === 1 ? "upload" : `${choices.length} uploads`}. The image is added to the
              list; its alt text too when a post or service already describes it.
            </Dialog.Description>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-6">
            {choices.length === 0 ? (
              <p className="text-slate-600">No uploads yet. Upload an image and it appears here.</p>
            ) : (
              <ul className="grid grid-cols-3 gap-4" aria-label="Uploaded images, newest first">
                {choices.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => {
                        onChoose(item);
                        setOpen(false);
                      }}
                      className="w-full rounded-2xl border border-slate-200 p-2 text-left hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <MediaThumbnail
                        src={item.url}
                        width={224}
                        height={126}
                        className="aspect-video w-full rounded-xl bg-slate-100 object-cover"
                      />
                      <span className="mt-2 block truncate text-sm font-semibold text-slate-800">{item.fileName}</span>
                      <span className="block text-xs text-slate-600">
                        {[item.size, item.dimensions].filter(Boolean).join(" · ")}
                      </span>
                      <span className="block truncate text-xs text-slate-600">
                        {item.alt ? `Alt text: ${item.alt}` : item.uses > 0 ? "No alt text yet" : "Not used yet"}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-6 py-4">
            <Link href="/admin/media" className="text-sm font-semibold text-brand-700 hover:underline">
              Open the media library
            </Link>
            <Dialog.Close className="h-11 rounded-xl border border-slate-300 px-6 font-semibold text-slate-700 hover:bg-slate-50">
              Cancel
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
