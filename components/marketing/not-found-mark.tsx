/**
 * Marks a page as the not-found answer (a 404), so the page-view report leaves it out: the report would
 * be refused, and the browser would log the refusal as an error (standards review N7).
 */
export const NOT_FOUND_SELECTOR = "[data-not-found]";

export function NotFoundMark() {
  return <span hidden data-not-found="" />;
}
