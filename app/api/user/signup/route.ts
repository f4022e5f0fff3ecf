import { api, toRoute } from "@/lib/operations/route";
import { formAnswer } from "@/lib/public-forms/answer";
import { registerLead } from "@/lib/public-forms/operations";

/** The marketing lead form (spec 7: 201 means success). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("public", {
  POST: toRoute(registerLead, { render: formAnswer }),
});
