import { Quote, Star } from "lucide-react";
import type { Testimonial } from "@/lib/content/testimonials";

/** One testimonial's content, drawn on the server; TestimonialGrid (client) places it. */
export function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <>
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
    </>
  );
}
