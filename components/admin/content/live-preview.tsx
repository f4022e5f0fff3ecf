"use client";
import { useEffect, useState, type ReactNode } from "react";
import { PostArticleView } from "@/components/blog/post-article-view";
import { lines } from "@/lib/validations/staff";

// The side-by-side preview of a post before it is saved (issue 50): the public page's own component
// (PostArticleView) on what the form holds now, beside the form; "As saved" shows what the site has.

type PostFields = { title: string; description: string; tags: string; images: string; imageAlts: string };

const FIELD_NAMES = ["title", "description", "tags", "images", "imageAlts"] as const;

/** What the post form's fields hold now (ContentField gives each the id `content-<name>`). */
function readFields(fallback: Record<string, string>): PostFields {
  const value = (name: keyof PostFields) =>
    (document.getElementById(`content-${name}`) as HTMLInputElement | null)?.value ?? fallback[name] ?? "";
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, value(name)])) as PostFields;
}

function LivePostPreview({ initial }: { initial: Record<string, string> }) {
  const [fields, setFields] = useState(() => readFields(initial));
  useEffect(() => {
    // Typing, and a restored draft or version (the form announces it with an input event).
    const changed = () => setFields(readFields(initial));
    changed();
    document.addEventListener("input", changed);
    return () => document.removeEventListener("input", changed);
  }, [initial]);
  const images = lines(fields.images, /\r?\n/);
  return (
    <PostArticleView
      post={{
        ...fields,
        tags: lines(fields.tags, /,/),
        images,
        imageAlts: fields.imageAlts.split(/\r?\n/),
        publishedAt: null,
      }}
      cover={images[0]}
      heading="h2"
    />
  );
}

const toggle =
  "inline-flex h-10 items-center rounded-xl border px-4 text-sm font-semibold aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 border-slate-300 text-slate-700 hover:bg-slate-100";

/** The preview column: what is saved (`saved`, the server's preview section) or the form's changes, live. */
export function PostPreviewColumn({
  saved,
  initial,
  className,
}: {
  saved: ReactNode;
  /** The saved fields (the form's values before any change). */
  initial: Record<string, string>;
  className: string;
}) {
  const [live, setLive] = useState(false);
  return (
    <div className="space-y-3">
      <div role="group" aria-label="Preview" className="flex gap-2">
        <button type="button" className={toggle} aria-pressed={!live} onClick={() => setLive(false)}>
          As saved
        </button>
        <button type="button" className={toggle} aria-pressed={live} onClick={() => setLive(true)}>
          With your changes
        </button>
      </div>
      {live ? (
        <section aria-labelledby="live-preview-heading" className={className}>
          <h2 id="live-preview-heading" className="text-sm font-semibold uppercase tracking-wider text-slate-500">
            Preview (your changes, not saved yet)
          </h2>
          <LivePostPreview initial={initial} />
        </section>
      ) : (
        saved
      )}
    </div>
  );
}
