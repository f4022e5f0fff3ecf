// The API contract as a client meets it (issues 13 and 21): which documented operation a request names,
// and whether an answer is one the document lists: its status, content type, documented headers and body,
// checked with Ajv against the document's own JSON Schema (2020-12, as OpenAPI 3.1 uses). Plain
// TypeScript that throws on a mismatch, so the e2e test (over HTTP) and the integration tests
// (in-process) hold answers to the same rules.
import Ajv2020 from "ajv/dist/2020.js";

type Documented = {
  content?: Record<string, unknown>;
  headers?: Record<string, { required?: boolean }>;
};
export type Operation = { operationId: string; responses: Record<string, Documented> };
export type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** What the check reads of an answer, whatever client received it. */
export type Answer = { status: number; header: (name: string) => string | null; text: string };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked against the document, not by TypeScript
export type Body = any;

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

export class Contract {
  private readonly ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  /** operationIds called. */
  readonly called = new Set<string>();
  /** `operationId status` of every answer checked. */
  readonly answered = new Set<string>();

  constructor(readonly doc: Document) {
    this.ajv.addSchema(doc as object, "doc");
  }

  /** Every documented `operationId status`. */
  pairs(): string[] {
    return Object.values(this.doc.paths).flatMap((item) =>
      Object.values(item).flatMap((op) => Object.keys(op.responses).map((status) => `${op.operationId} ${status}`)),
    );
  }

  /**
   * The documented operation for a concrete path and the values of its path parameters, e.g.
   * /api/v1/coupon/abc -> /api/v1/coupon/{id}, { id: "abc" }. A literal path wins over a templated one
   * (/api/v1/coupon/listed over /api/v1/coupon/{id}).
   */
  match(method: string, url: string): { template: string; op: Operation; params: Record<string, string> } {
    const pathname = new URL(url, "http://x").pathname;
    const found = Object.keys(this.doc.paths)
      .map((template) => ({
        template,
        match: new RegExp(
          `^${template.replace(/[.]/g, "\\.").replace(/\{([^}]+)\}/g, (_, name: string) => `(?<${name}>[^/]+)`)}$`,
        ).exec(pathname),
      }))
      .filter((candidate) => candidate.match)
      .sort((a, b) => a.template.split("{").length - b.template.split("{").length)[0];
    const op = found ? this.doc.paths[found.template]?.[method.toLowerCase()] : undefined;
    if (!found || !op) throw new Error(`${method.toUpperCase()} ${pathname} is not in the document`);
    return { template: found.template, op, params: { ...found.match!.groups } };
  }

  private validate(at: string, value: unknown, label: string) {
    const validate = this.ajv.getSchema(`doc#/${at}`);
    if (!validate) throw new Error(`no schema at ${at}`);
    if (!validate(value))
      throw new Error(`${label}: ${JSON.stringify(validate.errors)}\n${JSON.stringify(value).slice(0, 500)}`);
  }

  /** Checks one answer against the document and returns its JSON body (text for other types, null for none). */
  check(method: string, url: string, answer: Answer, expected: number): Body {
    const { template, op } = this.match(method, url);
    const label = `${method.toUpperCase()} ${url}`;
    this.called.add(op.operationId);
    if (answer.status !== expected)
      throw new Error(`${label}: expected ${expected}, answered ${answer.status}: ${answer.text.slice(0, 500)}`);
    const status = String(answer.status);
    const documented = op.responses[status];
    if (!documented) throw new Error(`${label} answered ${status}, which the document does not list`);
    this.answered.add(`${op.operationId} ${status}`);
    const base = ["paths", template, method.toLowerCase(), "responses", status];
    for (const [name, header] of Object.entries(documented.headers ?? {})) {
      const value = answer.header(name);
      if (value === null && header.required) throw new Error(`${label} ${status}: no ${name} header`);
      if (value !== null) this.validate(pointer(...base, "headers", name, "schema"), value, `${label} ${name}`);
    }
    if (!documented.content) return null;
    const type = (answer.header("content-type") ?? "").split(";")[0]!.trim();
    if (!Object.keys(documented.content).includes(type))
      throw new Error(`${label} ${status}: content type ${type || "(none)"} is not documented`);
    if (type !== "application/json") return answer.text;
    const body: unknown = JSON.parse(answer.text);
    this.validate(pointer(...base, "content", type, "schema"), body, `${label} ${status}`);
    return body;
  }
}
