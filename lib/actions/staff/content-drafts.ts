"use server";
import { discardContentDraft, loadContentVersion, saveContentDraft } from "@/lib/console/content/operations";
import { toAction } from "@/lib/operations/action";

// The editor's drafts and versions (decisions 624, 625): called from its scripts, no page re-rendered.

export const saveDraftAction = toAction(saveContentDraft);
export const discardDraftAction = toAction(discardContentDraft);
export const loadVersionAction = toAction(loadContentVersion);
