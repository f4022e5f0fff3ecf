"use client";
import { useState } from "react";
import { storedImageUrl } from "@/lib/model/site-url";

/**
 * Uploads an image to the storage adapter (POST /api/admin/uploads, up to 5 MB, checked by its bytes);
 * `onUploaded` adds it to the form. Needs JavaScript; without it, paste an image URL into the list.
 */
export function ImageUpload({ onUploaded }: { onUploaded: (url: string, fileName: string) => void }) {
  const [status, setStatus] = useState<{ kind: "idle" | "busy" | "error"; text?: string }>({ kind: "idle" });
  async function upload(file: File) {
    setStatus({ kind: "busy", text: "Uploading..." });
    const body = new FormData();
    body.append("file", file);
    try {
      const response = await fetch("/api/admin/uploads", { method: "POST", body });
      const json = (await response.json()) as { data?: { url: string }; message?: string };
      if (!response.ok || !json.data) throw new Error(json.message ?? "Image upload failed");
      setStatus({ kind: "idle" });
      // Answered absolute (decision 825); a post keeps this site's upload as its path.
      onUploaded(storedImageUrl(json.data.url, window.location.origin), file.name);
    } catch (error) {
      setStatus({ kind: "error", text: error instanceof Error ? error.message : "Image upload failed" });
    }
  }
  return (
    <>
      <label className="cursor-pointer rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-700 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-slate-100">
        Upload an image
        <input
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
            event.target.value = "";
          }}
        />
      </label>
      {status.text ? (
        <span
          role={status.kind === "error" ? "alert" : "status"}
          className={status.kind === "error" ? "text-red-700" : "text-slate-600"}
        >
          {status.text}
        </span>
      ) : null}
    </>
  );
}
