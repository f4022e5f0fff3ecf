"use client";
import { saveServiceAction } from "@/lib/actions/staff/save-service";
import type { MediaChoice } from "@/lib/model/media";
import { ContentField, ScheduledForm, type ScheduledRecord } from "./content-form";
import { ImagesField } from "./images-field";

export type ServiceFormValues = {
  title: string;
  tagLine: string;
  description: string;
  images: string;
  imageAlts: string;
  whyWeBuilt: string;
  howItWorks: string;
  highlights: string;
  benefits: string;
  languageStyle: string;
  position: string;
  publishAt: string;
};

/** A 'Dynamics' service's fields, in the order the public page shows them. */
export function ServiceForm({ library, ...props }: ScheduledRecord<ServiceFormValues> & { library: MediaChoice[] }) {
  return (
    <ScheduledForm action={saveServiceAction} {...props}>
      {(field) => (
        <>
          <ContentField {...field("title")} label="Title" maxLength={200} />
          <ContentField {...field("tagLine")} label="Tagline" maxLength={300} />
          <ContentField {...field("description")} label="Description" rows={6} />
          <ImagesField
            images={field("images")}
            imageAlts={field("imageAlts")}
            library={library}
            label="Image URLs (one per line)"
            hint="The first is shown on larger screens, the second on phones. Upload images, choose them from the library, or give https addresses: each new one is checked when you save."
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
