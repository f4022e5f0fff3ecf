import "server-only";
import { db } from "@/lib/db";
import type { PageViewData } from "@/lib/validations/page-view";

export async function recordPageView(view: PageViewData): Promise<void> {
  await db.pageView.create({ data: { path: view.path, query: view.query, referrer: view.referrer || null } });
}
