import { tagsInUse } from "@/components/blog/post-text";
import { ShareCard } from "@/components/calculators/share-card";
import { shareSummary } from "@/components/calculators/share-summary";
import { OgCard, shareImage, type OgCardContent } from "@/components/marketing/og-card";
import { calculators } from "@/lib/calculators/catalog";
import { blogIntro, calculatorsDescription, dynamicsIntro } from "@/lib/copy/list-pages";
import { listPublishedBlogPosts } from "@/lib/data/blog";
import { listPublishedServices } from "@/lib/data/services";
import DefaultImage from "../../opengraph-image";

// The Open Graph image of a calculator or a list page (issues 24 and 51), 1200x630 PNG with the default
// bundled font (it has ₹). A calculator link with inputs: the calculator, every input and its main results
// (decision 312); a calculator without: its name and what it does; a list page: its title, introduction
// and a few of its entries. Any other name gets the site's default image, never an error.

const LIST_PAGES: Record<string, () => Promise<OgCardContent>> = {
  BlogPage: async () => ({
    section: "Blog",
    title: "News and Insights",
    description: blogIntro,
    pills: tagsInUse(await listPublishedBlogPosts()),
  }),
  dynamics: async () => ({
    section: "Dynamics",
    title: "The features behind the app",
    description: dynamicsIntro,
    pills: (await listPublishedServices()).map((service) => service.title),
  }),
  calculator: async () => ({
    section: "Calculators",
    title: "Free finance calculators",
    description: calculatorsDescription,
  }),
};

type Props = { params: Promise<{ page: string }> };

export async function GET(request: Request, { params }: Props) {
  const page = (await params).page;
  const summary = shareSummary(page, new URL(request.url).searchParams);
  if (summary) return shareImage(<ShareCard summary={summary} />);
  const calculator = calculators.find((entry) => entry.path === `/${page}`);
  if (calculator)
    return shareImage(
      <OgCard content={{ section: "Calculators", title: calculator.title, description: calculator.description }} />,
    );
  const list = Object.hasOwn(LIST_PAGES, page) ? LIST_PAGES[page] : undefined;
  return list ? shareImage(<OgCard content={await list()} />) : DefaultImage();
}
