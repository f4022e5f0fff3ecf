import { api, toRoute } from "@/lib/operations/route";
import { formAnswer } from "@/lib/public-forms/answer";
import { requestAccountDeletion } from "@/lib/public-forms/operations";

/** Spec 7: 400 means the e-mail is not registered. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("public", {
  POST: toRoute(requestAccountDeletion, { render: formAnswer }),
});
