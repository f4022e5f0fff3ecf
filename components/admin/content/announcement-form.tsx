"use client";
import { saveAnnouncementAction } from "@/lib/actions/staff/save-announcement";
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX } from "@/lib/validations/staff";
import { ContentField, SaveForm } from "./content-form";
import { useKeptForm } from "./use-kept-form";

type Props = { id?: string; updatedAt?: string; published: boolean; initial: { title: string; body: string } };

/** An announcement's title and text; the buttons save a draft or publish it to every partner's Home. */
export function AnnouncementForm({ id, updatedAt, published, initial }: Props) {
  const form = useKeptForm(saveAnnouncementAction, initial);
  const { field } = form;
  return (
    <SaveForm
      form={form}
      id={id}
      updatedAt={updatedAt}
      published={published}
      confirmPublish={{
        title: "Publish to every partner?",
        description: "It shows at once on the Home of every approved partner.",
        confirmLabel: "Publish",
      }}
    >
      <ContentField {...field("title")} label="Title" maxLength={ANNOUNCEMENT_TITLE_MAX} />
      <ContentField {...field("body")} label="Text" rows={4} maxLength={ANNOUNCEMENT_BODY_MAX} />
    </SaveForm>
  );
}
