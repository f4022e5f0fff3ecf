"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";

/**
 * Six, four or two cards at a time (>= 1024, >= 768, below), chosen by CSS from the card's position
 * so the server HTML is already right at every width and nothing shifts on hydration. The arrows move
 * the window by one; the list wraps around so all seven are reachable. The cards come drawn by the
 * server (TestimonialCard), so only the window logic ships to the browser.
 */
const visibility = ["flex", "flex", "hidden md:flex", "hidden md:flex", "hidden lg:flex", "hidden lg:flex"];

export function TestimonialGrid({ cards }: { cards: React.ReactNode[] }) {
  const [start, setStart] = useState(0);
  const order = cards.map((_, i) => (start + i) % cards.length);
  const move = (by: number) => setStart((s) => (s + by + cards.length) % cards.length);

  return (
    <>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {order.map((card, position) => (
          <li
            key={card}
            data-testid="testimonial"
            className={`${visibility[position] ?? "hidden"} flex-col rounded-3xl border border-slate-200 bg-white p-7 shadow-sm`}
          >
            {cards[card]}
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
