import { excerpt } from "@/components/blog/post-text";
import { OgCard, shareImage } from "@/components/marketing/og-card";
import { getPublishedBlogPost } from "@/lib/data/blog";
import DefaultImage from "../../../opengraph-image";

// A post's Open Graph image (issue 51, S2): its title, the start of its text and its tags, drawn as a PNG,
// which every network shows (the covers are SVG, which X, Facebook, LinkedIn and WhatsApp do not). The
// page names it with the post's last change in its query (lib/model/content-paths.ts). An unknown post gets the
// site's default image, never an error.

type Props = { params: Promise<{ slug: string }> };

export async function GET(_request: Request, { params }: Props) {
  const post = await getPublishedBlogPost((await params).slug);
  if (!post) return DefaultImage();
  return shareImage(
    <OgCard
      content={{ section: "Blog", title: post.title, description: excerpt(post.description, 200), pills: post.tags }}
    />,
  );
}
