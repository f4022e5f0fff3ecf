import "server-only";
import { revalidateTag } from "next/cache";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import {
  SERVICES_CACHE_TAG,
  createService,
  deleteService,
  findServiceRecord,
  listAllServices,
  updateService,
  type ServiceRecord,
} from "@/lib/data/services";
import { assertCan } from "@/lib/staff/session";
import { serviceUpdateSchema } from "@/lib/validations/service";
import type { ServiceFormInput } from "@/lib/validations/staff";
import { contentAuditWriter, type ContentAction, type ContentKind } from "./content-audit";
import type { StaffContext } from "./partners";
import { explainMissingRow, validationFailed } from "./write-errors";

// 'Dynamics' services for the console (decision 606): like blog posts (lib/data/admin/content.ts), the
// writes of lib/data/services.ts behind the role check, the audit entry in the write's transaction, and
// /dynamics expired at once.

function expireServicesNow() {
  revalidateTag(SERVICES_CACHE_TAG, { expire: 0 });
}

const snapshot = (s: ServiceRecord | null) =>
  s && {
    title: s.title,
    tagLine: s.tagLine,
    images: s.images,
    highlights: s.highlights,
    benefits: s.benefits,
    position: s.position,
    published: s.published,
    description: s.description.slice(0, 500),
  };

export async function listServicesForConsole({ session }: StaffContext, search = ""): Promise<ServiceRecord[]> {
  assertCan(session, "content.write");
  const q = search.trim().toLowerCase();
  const services = await listAllServices();
  return q
    ? services.filter((s) => s.title.toLowerCase().includes(q) || s.tagLine.toLowerCase().includes(q))
    : services;
}

export async function getServiceForConsole({ session }: StaffContext, id: string): Promise<ServiceRecord> {
  assertCan(session, "content.write");
  const service = await findServiceRecord(id);
  if (!service) throw new AppError("not_found", "Service not found.");
  return service;
}

const SERVICE: ContentKind<ServiceRecord> = { action: "service", entityType: "Service", noun: "service", snapshot };

const auditWriter = (ctx: StaffContext, action: ContentAction, before: ServiceRecord | null, created = false) =>
  contentAuditWriter(SERVICE, ctx, action, before, created);

/** Create or edit from the form; `intent` publishes or unpublishes in the same step (one transaction). */
export async function saveService(ctx: StaffContext, input: ServiceFormInput): Promise<ServiceRecord> {
  assertCan(ctx.session, "content.write");
  const parsed = serviceUpdateSchema.required({ title: true, tagLine: true, description: true }).safeParse({
    title: input.title,
    tagLine: input.tagLine,
    description: input.description,
    images: input.images,
    whyWeBuilt: input.whyWeBuilt,
    howItWorks: input.howItWorks,
    highlights: input.highlights,
    benefits: input.benefits,
    languageStyle: input.languageStyle,
    position: input.position,
  });
  if (!parsed.success) throw validationFailed(parsed.error);
  const published = input.intent === "save" ? undefined : input.intent === "publish";
  let service: ServiceRecord;
  if (input.id) {
    const id = input.id;
    const before = await getServiceForConsole(ctx, id);
    const action: ContentAction =
      published === undefined || published === before.published ? "update" : published ? "publish" : "unpublish";
    service = await explainMissingRow(
      updateService(
        id,
        { ...parsed.data, ...(published === undefined ? {} : { published }) },
        { inTransaction: auditWriter(ctx, action, before), expectedUpdatedAt: input.updatedAt },
      ),
      async () => (await db.service.count({ where: { id } })) > 0,
      "Service",
    );
  } else {
    service = await createService(
      { ...parsed.data, published: published ?? false },
      { authorId: ctx.session.staffId, inTransaction: auditWriter(ctx, published ? "publish" : "create", null, true) },
    );
  }
  expireServicesNow();
  return service;
}

export async function removeService(ctx: StaffContext, id: string): Promise<void> {
  assertCan(ctx.session, "content.write");
  const before = await getServiceForConsole(ctx, id);
  const audit = auditWriter(ctx, "delete", before);
  await explainMissingRow(
    deleteService(id, { inTransaction: (_, tx) => audit(null, tx) }),
    async () => false,
    "Service",
  );
  expireServicesNow();
}
