import { OgCard, shareImage } from "@/components/marketing/og-card";
import { getPublishedService } from "@/lib/data/services";
import DefaultImage from "../../../opengraph-image";

// A service's Open Graph image (issue 51, S2): its title and tagline as a PNG (its pictures are SVG, which
// the networks do not show). An unknown service gets the site's default image, never an error.

type Props = { params: Promise<{ dynamicsId: string }> };

export async function GET(_request: Request, { params }: Props) {
  const service = await getPublishedService((await params).dynamicsId);
  if (!service) return DefaultImage();
  return shareImage(<OgCard content={{ section: "Dynamics", title: service.title, description: service.tagLine }} />);
}
