import type { ContentListQuery } from "@/lib/console/content/workflow";
import { searchText } from "./console-staff";

export type ContentSearch = Record<string, string | string[] | undefined>;

/** A content list's view from its URL; anything not understood is the default (all, kind's order, page 1). */
export function contentQuery(params: ContentSearch): ContentListQuery & { search: string } {
  const one = (name: string) => (typeof params[name] === "string" ? params[name] : undefined);
  const state = one("state");
  const page = Number(one("page"));
  return {
    search: searchText(params.q),
    state: state === "draft" || state === "published" ? state : undefined,
    sort: one("sort") === "updated" ? "updated" : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}
