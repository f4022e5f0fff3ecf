"use client";
import { saveAnnouncementAction } from "@/lib/actions/staff/save-announcement";
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX } from "@/lib/validations/staff";
import { ContentField, FormAlert, SaveButtons, useKeptForm } from "./content-form";

type Props = { id?: string; updatedAt?: string; published: boolean; initial: { title: string; body: string } };

/** An announcement's title and text; the buttons save a draft or publish it to every partner's Home. */
export function AnnouncementForm({ id, updatedAt, published, initial }: Props) {
  const form = useKeptForm(saveAnnouncementAction, initial);
  return (
    <form id={form.id} action={form.formAction} key={form.key} className="space-y-5">
      <FormAlert message={form.formError} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {updatedAt ? <input type="hidden" name="updatedAt" value={updatedAt} /> : null}
      <ContentField
        name="title"
        label="Title"
        defaultValue={form.values.title}
        errors={form.errors}
        maxLength={ANNOUNCEMENT_TITLE_MAX}
      />
      <ContentField
        name="body"
        label="Text"
        rows={4}
        defaultValue={form.values.body}
        errors={form.errors}
        maxLength={ANNOUNCEMENT_BODY_MAX}
        hint={`Up to ${ANNOUNCEMENT_BODY_MAX} characters.`}
      />
      <SaveButtons published={published} pending={form.pending} />
    </form>
  );
}
