// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LabelledInput, LabelledTextArea } from "@/components/ui/labelled-controls";
import type { ContactData, ContactInput } from "@/lib/validations/contact";
import { MISSING_FIELDS_MESSAGE } from "@/lib/validations/form-messages";
import { lazyResolver } from "./lazy-resolver";
import { PublicForm } from "./public-form";
import { type FormResult, resultOfReply } from "./send-form";
import { SEND_FAILED } from "./toasts";
import { keptValues, usePublicForm } from "./use-public-form";

const toasts = vi.hoisted(() => [] as { kind: string; title: string; options: Record<string, unknown> }[]);
vi.mock("@/components/ui/deferred-toaster", () => ({
  wantToaster: () => {},
  showToast: async (show: (toast: unknown) => void) => {
    const record = (kind: string) => (title: string, options: Record<string, unknown>) =>
      toasts.push({ kind, title, options });
    show({ success: record("success"), error: record("error"), warning: record("warning") });
  },
}));

const SENT = { title: "Message Sent Successfully", description: "Thanks!" };
const empty: ContactInput = { name: "", email: "", message: "" };
const validation = lazyResolver<ContactInput, ContactData>(
  async () => (await import("@/lib/validations/contact")).contactSchema,
);
const action = vi.fn(async (): Promise<FormResult> => ({ ok: true, data: null }));

function ContactHarness() {
  const contact = usePublicForm({
    action,
    page: "/contact",
    endpoint: "/api/contact",
    validation,
    empty,
    toasts: { duration: 5000, sent: SENT },
  });
  return (
    <PublicForm form={contact} sent={SENT} aria-label="Contact form">
      <LabelledInput label="Name" {...contact.field("name")} />
      <LabelledInput label="Email" {...contact.field("email")} />
      <LabelledTextArea label="Message" {...contact.field("message")} />
      <button type="submit">Send</button>
    </PublicForm>
  );
}

const settled = (check: () => void) => waitFor(check, { timeout: 5000 });
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

const labels: Record<keyof ContactInput, string> = { name: "Name", email: "Email", message: "Message" };
function fill(values: Partial<ContactInput>) {
  for (const [name, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(labels[name as keyof ContactInput]), { target: { value } });
}
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const sentKeys = () =>
  fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)["idempotency-key"]);

// The schema loads on first use (decision 311): loaded once here, so no test waits on a cold import.
beforeAll(async () => {
  await Promise.all([import("@/lib/validations/contact"), import("@hookform/resolvers/zod"), import("./send-form")]);
});
beforeEach(() => {
  toasts.length = 0;
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("usePublicForm with JavaScript", () => {
  it("posts the values as JSON with the attempt's key, toasts, clears the form and starts a new attempt", async () => {
    fetchMock.mockImplementation(async () => Response.json({ ok: true, message: "Sent" }, { status: 201 }));
    render(<ContactHarness />);
    fill({ name: "Asha", email: "asha@example.com", message: "Hello" });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await settled(() => expect(toasts).toEqual([{ kind: "success", title: SENT.title, options: expect.any(Object) }]));
    expect(toasts[0]!.options).toMatchObject({ description: SENT.description, duration: 5000 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/contact");
    // The honeypot is sent only when something was typed into it.
    expect(JSON.parse(init.body as string)).toEqual({ name: "Asha", email: "asha@example.com", message: "Hello" });
    await settled(() => expect(valueOf("Name")).toBe(""));
    expect(valueOf("Message")).toBe("");

    fill({ name: "Asha", email: "asha@example.com", message: "Again" });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await settled(() => expect(toasts).toHaveLength(2));
    const [first, second] = sentKeys();
    expect(first).toMatch(/^[\w-]{8,}$/);
    expect(second).not.toBe(first);
    expect(action).not.toHaveBeenCalled();
  });

  it("keeps what was typed on a failure, and a retry is the same attempt", async () => {
    fetchMock.mockImplementation(async () => Response.json({ error: { code: "x", message: "x" } }, { status: 503 }));
    render(<ContactHarness />);
    fill({ name: "Ravi", email: "ravi@example.com", message: "Still there?" });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await settled(() => expect(toasts.map((t) => t.title)).toEqual(["Failed to Send Message"]));
    expect(toasts[0]!.options).toMatchObject({ id: "send-failed", description: SEND_FAILED.description });
    expect(valueOf("Name")).toBe("Ravi");
    expect(valueOf("Message")).toBe("Still there?");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await settled(() => expect(toasts).toHaveLength(2));
    const [first, second] = sentKeys();
    expect(second).toBe(first);
  });

  it("a missing field toasts 'Missing Fields', marks the field and sends nothing", async () => {
    render(<ContactHarness />);
    fill({ name: "Asha", email: "asha@example.com" });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await settled(() => expect(toasts.map((t) => t.title)).toEqual(["Missing Fields"]));
    expect(toasts[0]!.options).toMatchObject({ id: "missing-fields", description: MISSING_FIELDS_MESSAGE });
    expect(await screen.findByText("This field is required")).toBeTruthy();
    expect(screen.getByLabelText("Message").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("keptValues", () => {
  const deletion = { email: "", reason: "", confirm: false };
  it("refills a refused post from what it sent, a ticked box posting 'on'", () => {
    const refused: FormResult = {
      ok: false,
      code: "validation_failed",
      submitted: { email: "a@b.example", confirm: "on", website: "" },
    };
    expect(keptValues(deletion, refused)).toEqual({ email: "a@b.example", reason: "", confirm: true });
  });
  it("starts empty before a post and after a success", () => {
    expect(keptValues(deletion, null)).toBe(deletion);
    expect(keptValues(deletion, { ok: true, data: null })).toBe(deletion);
  });
});

describe("resultOfReply: the JSON answer in the server action's shape", () => {
  it("a 2xx is a success, or only the status the form expects (spec 7: 201 for lead sign-up)", () => {
    expect(resultOfReply({ ok: true, status: 201, data: { ok: true, message: "Sent" } })).toEqual({
      ok: true,
      data: { ok: true, message: "Sent" },
      message: "Sent",
    });
    expect(resultOfReply({ ok: true, status: 200, data: {} }, 201)).toMatchObject({ ok: false });
  });
  it("a refusal keeps the server's code: bad_request (the deletion form's unregistered e-mail), validation_failed", () => {
    const refusal = { ok: false, status: 400, reason: "http" } as const;
    expect(resultOfReply({ ...refusal, code: "bad_request", message: "Email not found." })).toEqual({
      ok: false,
      code: "bad_request",
      formError: "Email not found.",
    });
    expect(
      resultOfReply({ ...refusal, code: "validation_failed", message: "m", fieldErrors: { email: ["bad"] } }),
    ).toEqual({ ok: false, code: "validation_failed", formError: "m", fieldErrors: { email: ["bad"] } });
  });
  it("a limit, an outage, anything else, a timeout and a lost connection are failures", () => {
    const reply = (status: number, code?: string) => resultOfReply({ ok: false, status, reason: "http", code });
    expect(reply(429, "rate_limited")).toMatchObject({ code: "rate_limited" });
    expect(reply(503, "service_unavailable")).toMatchObject({ code: "service_unavailable" });
    // The code comes from the answer, not from its status; no code, or one the app does not know, is a fault.
    expect(reply(409, "conflict")).toMatchObject({ code: "conflict" });
    expect(reply(429)).toMatchObject({ code: "internal_error" });
    expect(reply(400, "no_such_code")).toMatchObject({ code: "internal_error" });
    expect(resultOfReply({ ok: false, status: null, reason: "timeout" })).toMatchObject({
      ok: false,
      details: { reason: "timeout" },
    });
    expect(resultOfReply({ ok: false, status: null, reason: "network" })).toMatchObject({ ok: false });
  });
});
