"use client";
import { savePostAction } from "@/lib/actions/staff/save-post";
import { ContentField, SaveForm, useKeptForm } from "./content-form";
import { ImageUpload } from "./image-upload";

type Values = { title: string; description: string; tags: string; images: string; publishAt: string };
type Props = { id?: string; updatedAt?: string; published: boolean; scheduledFor?: string | null; initial: Values };

/** A post's fields (see content-form.tsx for how a refused save keeps what was typed). */
export function PostForm({ id, updatedAt, published, scheduledFor, initial }: Props) {
  const form = useKeptForm(savePostAction, initial);
  const { field } = form;
  const schedule = { publishAt: form.values.publishAt, errors: form.errors, scheduledFor };
  return (
    <SaveForm form={form} id={id} updatedAt={updatedAt} published={published} schedule={schedule}>
      <ContentField
        {...field("title")}
        label="Title"
        maxLength={200}
        hint="The address is made from the first title and does not change when you edit it."
      />
      <ContentField {...field("description")} label="Text" rows={12} />
      <ContentField {...field("tags")} label="Tags (comma-separated)" />
      <ContentField
        {...field("images")}
        label="Image URLs (one per line; the first is the cover)"
        hint="Upload images, or give https addresses: each new one is checked when you save."
        rows={3}
        mono
      >
        <ImageUpload targetId="content-images" />
      </ContentField>
    </SaveForm>
  );
}
