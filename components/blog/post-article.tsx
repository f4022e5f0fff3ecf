import { firstPaintImageSrc } from "@/lib/assets/inline-image";
import { PostArticleView, type ArticlePost } from "./post-article-view";

/** A post as readers see it: tag, title, date, cover and text. The public page and the console's preview. */
export function PostArticle({ post, heading = "h1" }: { post: ArticlePost; heading?: "h1" | "h2" }) {
  return <PostArticleView post={post} cover={firstPaintImageSrc(post.images[0])} heading={heading} />;
}
