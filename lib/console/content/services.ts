import "server-only";
import {
  SERVICES_CACHE_TAG,
  deleteService,
  findServiceRecord,
  insertService,
  listAllServices,
  serviceExists,
  updateService,
  type ServiceRecord,
} from "@/lib/data/services";
import {
  serviceInputSchema,
  serviceUpdateSchema,
  type ServiceChanges,
  type ServiceValues,
} from "@/lib/validations/service";
import type { ContentKind } from "./kind";

/** 'Dynamics' services (decision 606): /dynamics and /dynamics/{id}, in their set order. */
export const services: ContentKind<ServiceRecord, ServiceValues, ServiceChanges> = {
  name: "service",
  label: "Service",
  entityType: "Service",
  permission: "content.write",
  cacheTag: SERVICES_CACHE_TAG,
  create: serviceInputSchema,
  fields: serviceUpdateSchema.required({ title: true, tagLine: true, description: true }),
  searchText: (s) => [s.title, s.tagLine],
  formValues: (s) => ({
    title: s.title,
    tagLine: s.tagLine,
    description: s.description,
    images: s.images.join("\n"),
    imageAlts: s.imageAlts.join("\n"),
    whyWeBuilt: s.whyWeBuilt ?? "",
    howItWorks: s.howItWorks ?? "",
    highlights: s.highlights.join("\n"),
    benefits: s.benefits.join("\n"),
    languageStyle: s.languageStyle ?? "",
    position: String(s.position),
  }),
  formFields: [
    "title",
    "tagLine",
    "description",
    "images",
    "imageAlts",
    "whyWeBuilt",
    "howItWorks",
    "highlights",
    "benefits",
    "languageStyle",
    "position",
  ],
  snapshot: (s) => ({
    title: s.title,
    tagLine: s.tagLine,
    images: s.images,
    imageAlts: s.imageAlts,
    highlights: s.highlights,
    benefits: s.benefits,
    // Every field an editor can change, so an audit entry never shows the same before and after.
    whyWeBuilt: s.whyWeBuilt?.slice(0, 500) ?? null,
    howItWorks: s.howItWorks?.slice(0, 500) ?? null,
    languageStyle: s.languageStyle?.slice(0, 500) ?? null,
    position: s.position,
    published: s.published,
    description: s.description.slice(0, 500),
  }),
  rows: {
    listAll: listAllServices,
    find: findServiceRecord,
    exists: serviceExists,
    insert: insertService,
    update: updateService,
    delete: deleteService,
  },
};
