"use client";
import { saveServiceAction } from "@/lib/actions/staff/save-service";
import { ContentField, ImagesField, ScheduledForm, type ScheduledRecord } from "./content-form";

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
  publishAt: string;
};

/** A 'Dynamics' service's fields, in the order the public page shows them. */
export function ServiceForm(props: ScheduledRecord<ServiceFormValues>) {
  return (
    <ScheduledForm action={saveServiceAction} {...props}>
      {(field) => (
        <>
          <ContentField {...field("title")} label="Title" maxLength={200} />
          <ContentField {...field("tagLine")} label="Tagline" maxLength={300} />
          <ContentField {...field("description")} label="Description" rows={6} />
          <ImagesField
            {...field("images")}
            label="Image URLs (one per line)"
            hint="The first is shown on larger screens, the second on phones. Upload images, or give https addresses: each new one is checked when you save."
          />
          <ContentField {...field("whyWeBuilt")} label="Why we built it (optional)" rows={4} />
          <ContentField {...field("howItWorks")} label="How it works (optional, one step per line)" rows={4} />
          <ContentField {...field("highlights")} label="Highlights (optional, one per line)" rows={4} />
          <ContentField {...field("benefits")} label="Benefits (optional, one per line)" rows={4} />
          <ContentField {...field("languageStyle")} label="Language and style (optional)" rows={3} />
          <ContentField
            {...field("position")}
            label="Position"
            hint="Services are listed from the lowest position up. Left empty, a new service goes last."
            inputMode="numeric"
          />
        </>
      )}
    </ScheduledForm>
  );
}
