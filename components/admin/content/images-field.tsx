"use client";
import { useEffect, useState } from "react";
import { ContentField } from "./content-form";
import { ImageUpload } from "./image-upload";
import type { MediaChoice } from "@/lib/model/media";
import { MediaPicker } from "./media-picker";

// A post's or a service's images with their alt text (decision 626): two plain fields, so the form works
// without JavaScript, one image address per line and its alt text on the same line of the second. With
// JavaScript, an upload or an image chosen from the library is added to both, and the list below pairs
// each image with its alt text as typed.

type KeptField = { name: string; defaultValue: string; errors: Record<string, string[]> };

const IMAGES_ID = "content-images";
const ALTS_ID = "content-imageAlts";

const box = (id: string) => document.getElementById(id) as HTMLTextAreaElement | null;
const imageLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The images and alt text as typed, paired by line. */
function typedPairs(): { url: string; alt: string }[] {
  const alts = (box(ALTS_ID)?.value ?? "").split(/\r?\n/);
  return imageLines(box(IMAGES_ID)?.value ?? "").map((url, i) => ({ url, alt: alts[i]?.trim() ?? "" }));
}

/**
 * Adds an image as the last line, and `alt` as its alt text when that line of the alt text is still
 * empty; answers the image's number. Tells the form's listeners (autosave, previews) that it changed.
 */
function appendImage(url: string, alt: string): number {
  const images = box(IMAGES_ID);
  const alts = box(ALTS_ID);
  if (!images || !alts) return 0;
  const list = [...imageLines(images.value), url];
  images.value = list.join("\n");
  const lines = alts.value === "" ? [] : alts.value.split(/\r?\n/);
  while (lines.length < list.length) lines.push("");
  if (!lines[list.length - 1]?.trim()) lines[list.length - 1] = alt;
  while (lines.length > list.length && !lines.at(-1)?.trim()) lines.pop();
  alts.value = lines.join("\n");
  images.dispatchEvent(new Event("input", { bubbles: true }));
  return list.length;
}

/** Each image beside its alt text as typed; a missing one is marked before the save refuses it. */
function ImagePairs() {
  const [pairs, setPairs] = useState<{ url: string; alt: string }[]>([]);
  useEffect(() => {
    const update = () => setPairs(typedPairs());
    update();
    const form = box(IMAGES_ID)?.form;
    form?.addEventListener("input", update);
    return () => form?.removeEventListener("input", update);
  }, []);
  if (pairs.length === 0) return null;
  return (
    <ol aria-label="Each image with what it shows" className="mt-3 space-y-2">
      {pairs.map(({ url, alt }, i) => (
        <li key={`${i}-${url}`} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-2">
          {/* Only this site's files are shown while typing: a typed address is checked when saved, not fetched now. */}
          {url.startsWith("/") && !url.startsWith("//") ? (
            // eslint-disable-next-line @next/next/no-img-element -- an upload on this site
            <img
              src={url}
              alt=""
              width={64}
              height={42}
              className="h-[42px] w-16 shrink-0 rounded-md bg-slate-100 object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid h-[42px] w-16 shrink-0 place-items-center rounded-md bg-slate-100 text-xs text-slate-700"
            >
              https
            </span>
          )}
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-slate-800">Image {i + 1}</p>
            {alt ? (
              <p className="wrap-anywhere text-slate-600">{alt}</p>
            ) : (
              <p className="font-medium text-amber-800">Not described yet: say what it shows on line {i + 1}.</p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The image list, its alt text, the upload and library buttons, and the pairs as typed. */
export function ImagesField({
  images,
  imageAlts,
  label,
  hint,
  library,
}: {
  images: KeptField;
  imageAlts: KeptField;
  label: string;
  hint: string;
  library: MediaChoice[];
}) {
  const [status, setStatus] = useState("");
  const added = (url: string, name: string, alt = "") => {
    const n = appendImage(url, alt);
    setStatus(
      alt
        ? `Added ${name} as image ${n}, with the alt it has elsewhere: check that it fits here.`
        : `Added ${name} as image ${n}. Say what it shows on line ${n} of “What each image shows”.`,
    );
  };
  return (
    <div className="space-y-4">
      <ContentField {...images} label={label} hint={hint} rows={3} mono>
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <ImageUpload onUploaded={(url, name) => added(url, name)} />
          <MediaPicker choices={library} onChoose={(item) => added(item.url, item.fileName, item.alt)} />
          <span role="status" className="text-slate-600">
            {status}
          </span>
        </div>
      </ContentField>
      <ContentField
        {...imageAlts}
        label="What each image shows (alt, one line per image, in the same order)"
        hint="Say what each image shows, for people who cannot see it. Required for every image; shown on the public page and in shared links."
        rows={3}
      >
        <ImagePairs />
      </ContentField>
    </div>
  );
}
