"use client";
import { savePostAction } from "@/lib/actions/staff/save-post";
import { ContentField, SaveForm, useKeptForm } from "./content-form";
import { ImageUpload } from "./image-upload";

type Values = { title: string; description: string; tags: string; images: string };
type Props = { id?: string; updatedAt?: string; published: boolean; initial: Values };

/** A post's fields (see content-form.tsx for how a refused save keeps what was typed). */
export function PostForm({ id, updatedAt, published, initial }: Props) {
  const form = useKeptForm(savePostAction, initial);
  const { values, errors } = form;
  return (
    <SaveForm form={form} id={id} updatedAt={updatedAt} published={published}>
      <ContentField
        name="title"
        label="Title"
        defaultValue={values.title}
        errors={errors}
        maxLength={200}
        hint="The address is made from the first title and does not change when you edit it."
      />
      <ContentField name="description" label="Text" rows={12} defaultValue={values.description} errors={errors} />
      <ContentField name="tags" label="Tags (comma-separated)" defaultValue={values.tags} errors={errors} />
      <ContentField
        name="images"
        label="Image URLs (one per line; the first is the cover)"
        rows={3}
        mono
        defaultValue={values.images}
        errors={errors}
      >
        <ImageUpload targetId="content-images" />
      </ContentField>
    </SaveForm>
  );
}
