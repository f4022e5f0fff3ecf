"use client";
import { Download } from "lucide-react";
import { siteConfig } from "@/config/site";

/**
 * The codes as a .txt file, made in the browser from what is on screen: the server keeps only their
 * hashes, so this is the one moment they can be saved (decision 613).
 */
export function DownloadCodes({ codes }: { codes: string[] }) {
  const download = () => {
    const text = [
      `${siteConfig.name} console recovery codes`,
      "Each code works once, instead of a code from your authenticator app.",
      "",
      ...codes,
      "",
    ].join("\n");
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `${siteConfig.name.toLowerCase().replace(/\W+/g, "-")}-recovery-codes.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <button
      type="button"
      onClick={download}
      className="inline-flex h-12 items-center justify-center gap-2 rounded-xl border border-slate-300 px-6 font-semibold text-slate-700 hover:bg-slate-100"
    >
      <Download aria-hidden="true" className="size-4" />
      Download as .txt
    </button>
  );
}
