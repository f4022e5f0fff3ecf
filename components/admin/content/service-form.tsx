"use client";
import { saveServiceAction } from "@/lib/actions/staff/save-service";
import { ContentField, SaveForm, useKeptForm } from "./content-form";
import { ImageUpload } from "./image-upload";

export type ServiceFormValues = {
  title: string;
  tagLine: string;
  description: string;
  images: string;
  whyWeBuilt: string;
  howItWorks: string;
  highlights: string;
  benefits: string;
  languageStyle: string;
  position: string;
};

type Props = { id?: string; updatedAt?: string; published: boolean; initial: ServiceFormValues };

/** A 'Dynamics' service's fields, in the order the public page shows them. */
export function ServiceForm({ id, updatedAt, published, initial }: Props) {
  const form = useKeptForm(saveServiceAction, initial);
  const { values, errors } = form;
  return (
    <SaveForm form={form} id={id} updatedAt={updatedAt} published={published}>
      <ContentField name="title" label="Title" defaultValue={values.title} errors={errors} maxLength={200} />
      <ContentField name="tagLine" label="Tagline" defaultValue={values.tagLine} errors={errors} maxLength={300} />
      <ContentField name="description" label="Description" rows={6} defaultValue={values.description} errors={errors} />
      <ContentField
        name="images"
        label="Image URLs (one per line)"
        hint="The first is shown on larger screens, the second on phones."
        rows={3}
        mono
        defaultValue={values.images}
        errors={errors}
      >
        <ImageUpload targetId="content-images" />
      </ContentField>
      <ContentField
        name="whyWeBuilt"
        label="Why we built it (optional)"
        rows={4}
        defaultValue={values.whyWeBuilt}
        errors={errors}
      />
      <ContentField
        name="howItWorks"
        label="How it works (optional, one step per line)"
        rows={4}
        defaultValue={values.howItWorks}
        errors={errors}
      />
      <ContentField
        name="highlights"
        label="Highlights (one per line)"
        rows={4}
        defaultValue={values.highlights}
        errors={errors}
      />
      <ContentField
        name="benefits"
        label="Benefits (one per line)"
        rows={4}
        defaultValue={values.benefits}
        errors={errors}
      />
      <ContentField
        name="languageStyle"
        label="Language and style (optional)"
        rows={3}
        defaultValue={values.languageStyle}
        errors={errors}
      />
      <ContentField
        name="position"
        label="Position"
        hint="Services are listed from the lowest position up."
        inputMode="numeric"
        defaultValue={values.position}
        errors={errors}
      />
    </SaveForm>
  );
}
