import { api, toRoute } from "@/lib/operations/route";
import { formAnswer } from "@/lib/public-forms/answer";
import { sendContactMessage } from "@/lib/public-forms/operations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("public", {
  POST: toRoute(sendContactMessage, { render: formAnswer }),
});
