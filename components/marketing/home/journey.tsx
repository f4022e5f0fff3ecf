"use client";

import { useEffect, useState } from "react";

/** A step with its icons drawn by the server, so the icon set stays out of the client bundle. */
export type JourneyStep = { title: string; text: string; icon: React.ReactNode; largeIcon: React.ReactNode };

export const JOURNEY_INTERVAL_MS = 2000;

/** The highlighted step, and the icon in the medallion, move on every two seconds (spec 1). */
export function JourneySteps({ steps }: { steps: JourneyStep[] }) {
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const id = window.setInterval(() => setActive((i) => (i + 1) % steps.length), JOURNEY_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [steps.length]);
  const current = steps[active] ?? steps[0]!;

  return (
    <div className="mt-14 grid items-center gap-12 lg:grid-cols-[0.8fr_1.2fr]">
      <div className="relative mx-auto grid size-64 place-items-center sm:size-72" aria-hidden="true">
        <div className="absolute inset-0 rounded-full border-2 border-dashed border-brand-200 motion-safe:animate-[spin_24s_linear_infinite]" />
        <div className="absolute inset-8 rounded-full bg-brand-50" />
        <div
          data-testid="journey-icon"
          data-step={active}
          className="relative grid size-28 place-items-center rounded-[2rem] bg-brand-700 text-white shadow-xl shadow-brand-900/20 transition-transform duration-500"
          style={{ transform: `rotate(${active * 90}deg)` }}
        >
          <span style={{ transform: `rotate(${-active * 90}deg)` }} className="transition-transform duration-500">
            {current.largeIcon}
          </span>
        </div>
      </div>
      <ol className="grid gap-4">
        {steps.map((step, i) => (
          <li
            key={step.title}
            aria-current={i === active ? "step" : undefined}
            className={`flex gap-4 rounded-2xl border p-5 transition-colors duration-300 ${i === active ? "border-brand-300 bg-brand-50" : "border-slate-200 bg-white"}`}
          >
            <span
              className={`grid size-11 shrink-0 place-items-center rounded-xl transition-colors duration-300 ${i === active ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-600"}`}
            >
              {step.icon}
            </span>
            <div>
              <h3 className="font-bold text-ink">
                <span className="mr-2 text-brand-700">{String(i + 1).padStart(2, "0")}</span>
                {step.title}
              </h3>
              <p className="mt-1 text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
