"use client";
import { savePostAction } from "@/lib/actions/staff/save-post";
import type { MediaChoice } from "@/lib/model/media";
import { ContentField, ScheduledForm, type ScheduledRecord } from "./content-form";
import { ImagesField } from "./images-field";

export type PostValues = {
  title: string;
  description: string;
  tags: string;
  images: string;
  imageAlts: string;
  publishAt: string;
};

/** A post's fields (see content-form.tsx for how a refused save keeps what was typed). */
export function PostForm({ library, ...props }: ScheduledRecord<PostValues> & { library: MediaChoice[] }) {
  return (
    <ScheduledForm action={savePostAction} {...props}>
      {(field) => (
        <>
          <ContentField
            {...field("title")}
            label="Title"
            maxLength={200}
            hint="The address is made from the first title and does not change when you edit it."
          />
          <ContentField {...field("description")} label="Text" rows={12} />
          <ContentField {...field("tags")} label="Tags (comma-separated)" />
          <ImagesField
            images={field("images")}
            imageAlts={field("imageAlts")}
            library={library}
            label="Image URLs (one per line; the first is the cover)"
            hint="Upload images, choose them from the library, or give https addresses: each new one is checked when you save."
          />
        </>
      )}
    </ScheduledForm>
  );
}
