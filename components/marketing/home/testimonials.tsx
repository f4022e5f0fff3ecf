"use client";

import { ChevronLeft, ChevronRight, Quote, Star } from "lucide-react";
import { useState } from "react";
import type { Testimonial } from "@/lib/content/testimonials";

/**
 * Six, four or two cards at a time (>= 1024, >= 768, below), chosen by CSS from the card's position
 * so the server HTML is already right at every width and nothing shifts on hydration. The arrows move
 * the window by one; the list wraps around so all seven are reachable.
 */
const visibility = ["flex", "flex", "hidden md:flex", "hidden md:flex", "hidden lg:flex", "hidden lg:flex"];

export function TestimonialGrid({ items }: { items: Testimonial[] }) {
  const [start, setStart] = useState(0);
  const ordered = items.map((_, i) => items[(start + i) % items.length]!);
  const move = (by: number) => setStart((s) => (s + by + items.length) % items.length);

  return (
    <>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {ordered.map((t, position) => (
          <li
            key={t.name}
            data-testid="testimonial"
            className={`${visibility[position] ?? "hidden"} flex-col rounded-3xl border border-slate-200 bg-white p-7 shadow-sm`}
          >
            <Quote aria-hidden="true" className="size-8 text-brand-200" />
            <div className="mt-3 flex gap-0.5" role="img" aria-label={`Rated ${t.rating} out of 5`}>
              {Array.from({ length: 5 }, (_, i) => (
                <Star
                  key={i}
                  aria-hidden="true"
                  className={`size-4 ${i < t.rating ? "fill-accent-400 text-accent-400" : "text-slate-300"}`}
                />
              ))}
            </div>
            <blockquote className="mt-4 flex-1 leading-7 text-slate-700">“{t.quote}”</blockquote>
            <div className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
              <span
                aria-hidden="true"
                className="grid size-11 place-items-center rounded-full bg-brand-100 font-bold text-brand-800"
              >
                {t.name
                  .split(" ")
                  .map((p) => p[0])
                  .join("")}
              </span>
              <div>
                <p className="font-semibold text-ink">{t.name}</p>
                <p className="text-sm text-slate-600">
                  {t.role}, {t.city}
                </p>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => move(-1)}
          aria-label="Previous testimonial"
          className="grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-ink hover:bg-slate-50"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <a
          href="#faq"
          className="rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          Continue Reading
        </a>
        <button
          type="button"
          onClick={() => move(1)}
          aria-label="Next testimonial"
          className="grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-ink hover:bg-slate-50"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </>
  );
}
