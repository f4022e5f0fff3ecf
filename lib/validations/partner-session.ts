import { z } from "zod";

/** Password & Security: end one of the partner's own device sessions, by the id its list shows. */
export const endSessionSchema = z.object({
  sessionId: z.string("Choose a session to end.").trim().min(1, "Choose a session to end.").max(64),
});

export type EndSessionInput = z.input<typeof endSessionSchema>;
