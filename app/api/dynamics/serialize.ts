import type { PublicService } from "@/lib/data/services";

/** Spec section 7's service shape. */
export function toApiService(service: PublicService) {
  return {
    _id: service.id,
    title: service.title,
    tagLine: service.tagLine,
    description: service.description,
    images: service.images,
    whyWeBuilt: service.whyWeBuilt,
    howItWorks: service.howItWorks,
    highlights: service.highlights,
    benefits: service.benefits,
    languageStyle: service.languageStyle,
    updatedAt: service.updatedAt,
  };
}
