import "server-only";
import { publicPages, unlistedPublicPaths } from "@/lib/site-pages";
import { getPublishedBlogPost } from "@/lib/data/blog";
import { getPublishedService } from "@/lib/data/services";

const fixedPaths = new Set<string>([...publicPages.map((page) => page.path), ...unlistedPublicPaths]);

/**
 * Whether a reported path is a page of the public site whose views count: a fixed page, a published post
 * or a published service. Anything else (a fuzzer's path, a retired post, the deletion confirmation
 * screen) is refused, so the console's figures count real pages only.
 */
export async function isCountedPage(path: string): Promise<boolean> {
  if (fixedPaths.has(path)) return true;
  const [, section, key, ...rest] = path.split("/");
  if (!key || rest.length) return false;
  let id: string;
  try {
    id = decodeURIComponent(key);
  } catch {
    return false;
  }
  if (section === "blog") return (await getPublishedBlogPost(id)) !== null;
  if (section === "dynamics") return (await getPublishedService(id)) !== null;
  return false;
}
