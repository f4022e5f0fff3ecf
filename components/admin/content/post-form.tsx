"use client";
import { savePostAction } from "@/lib/actions/staff/save-post";
import { ContentField, ImagesField, ScheduledForm, type ScheduledRecord } from "./content-form";

export type PostValues = { title: string; description: string; tags: string; images: string; publishAt: string };

/** A post's fields (see content-form.tsx for how a refused save keeps what was typed). */
export function PostForm(props: ScheduledRecord<PostValues>) {
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
            {...field("images")}
            label="Image URLs (one per line; the first is the cover)"
            hint="Upload images, or give https addresses: each new one is checked when you save."
          />
        </>
      )}
    </ScheduledForm>
  );
}
