import { SpriteIcon } from "@/components/marketing/sprite-icon";
import type { Testimonial } from "@/lib/copy/testimonials";

/** One testimonial's content, drawn on the server; TestimonialGrid (client) places it. */
export function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <>
      <SpriteIcon name="quote" className="size-8 text-brand-200" />
      <RatingStars rating={t.rating} />
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

/** A star 24 units wide from (12, 2), relative after its start, so one path can repeat it. */
const STAR = "l3.09 6.26 6.91 1.01-5 4.87 1.18 6.88-6.18-3.25-6.18 3.25 1.18-6.88-5-4.87 6.91-1.01z";
/** From one star's start to the next: a star and the 2 px gap between stars drawn 16 px high. */
const STEP = 27;
const stars = (from: number, count: number) => `M${12 + from * STEP} 2${STAR}` + `m${STEP} 0${STAR}`.repeat(count - 1);

/**
 * The rating as five stars in one small drawing (filled up to the rating), with its value for screen
 * readers: seven cards of five icon components each made 24 KB of the home page's HTML, and as much again
 * in its flight data (decision 318).
 */
function RatingStars({ rating }: { rating: number }) {
  return (
    <svg
      viewBox={`0 0 ${5 * STEP - 3} 24`}
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      className="mt-3 h-4 w-22"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <path d={stars(0, rating)} className="fill-accent-400 text-accent-400" />
      {rating < 5 ? <path d={stars(rating, 5 - rating)} className="text-slate-300" /> : null}
    </svg>
  );
}
