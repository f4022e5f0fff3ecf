"use client";

import { ImagePlus, LoaderCircle, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { IMAGE_ACCEPT, checkImageFile, uploadCouponImage } from "./upload-image";

type Props = {
  value: string;
  onChange: (url: string) => void;
  /** The form's own message for the field (e.g. 'Coupon Image is required'). */
  error?: string;
  onUploadingChange: (uploading: boolean) => void;
};

/** Choose an image: checked here, uploaded at once, previewed; replace or remove before saving. */
export function CouponImageField({ value, onChange, error, onUploadingChange }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const message = uploadError ?? error;

  const choose = async (file: File | undefined) => {
    // The input stays enabled while a file uploads, so focus stays on it (a disabled input drops focus).
    if (!file || uploading) return;
    const invalid = checkImageFile(file);
    if (invalid) {
      setUploadError(invalid);
      if (input.current) input.current.value = "";
      return;
    }
    setUploadError(null);
    setUploading(true);
    onUploadingChange(true);
    const result = await uploadCouponImage(file);
    setUploading(false);
    onUploadingChange(false);
    if (input.current) input.current.value = "";
    if (result.ok) onChange(result.url);
    else setUploadError(result.message);
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        Coupon image
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      </label>
      <div className="flex items-center gap-4">
        <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-2xl border border-slate-200 bg-slate-50">
          {uploading ? (
            <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-700" />
          ) : value ? (
            // eslint-disable-next-line @next/next/no-img-element -- a just-uploaded file on any storage host
            <img src={value} alt="Coupon image preview" className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-7 text-slate-400" />
          )}
        </div>
        <div className="grid gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            aria-describedby={message ? `${id}-error` : `${id}-hint`}
            aria-invalid={Boolean(message)}
            aria-busy={uploading}
            onChange={(event) => void choose(event.target.files?.[0])}
            // Only the browser's button shows: its own 'No file chosen' would contradict the preview, since
            // the input is emptied once its file is uploaded. The line below says what is chosen.
            className="block w-fit cursor-pointer rounded-lg text-[0px] file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          />
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {uploading
              ? "Uploading..."
              : `${value ? "Image chosen: choose another to replace it." : "No image yet."} JPEG, PNG, GIF or WebP, up to 5 MB.`}
          </p>
          {value && !uploading ? (
            <button
              type="button"
              onClick={() => onChange("")}
              className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-red-700 hover:underline"
            >
              <Trash2 aria-hidden="true" className="size-4" /> Remove image
            </button>
          ) : null}
        </div>
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
