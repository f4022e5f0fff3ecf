"use client";

import { useEffect, useState } from "react";
import styles from "./home.module.css";

/**
 * Cycles the words in a pill whose width is fixed by the longest word, so nothing around it moves.
 * Screen readers get the whole list once instead of a change every two seconds.
 */
export function RotatingWord({ words, intervalMs = 2000 }: { words: readonly string[]; intervalMs?: number }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % words.length), intervalMs);
    return () => window.clearInterval(id);
  }, [words.length, intervalMs]);

  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), "");
  return (
    <span className="relative inline-grid rounded-full bg-accent-400 px-5 py-1 align-middle text-ink shadow-sm">
      <span className="sr-only">{words.join(", ")}</span>
      {/* Invisible sizer: the pill is as wide as the longest word. */}
      <span aria-hidden="true" className="invisible col-start-1 row-start-1">
        {longest}
      </span>
      <span
        aria-hidden="true"
        data-testid="rotating-word"
        key={index}
        className={`col-start-1 row-start-1 text-center ${styles.wordIn}`}
      >
        {words[index]}
      </span>
    </span>
  );
}
