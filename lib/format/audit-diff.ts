// An audit entry's before and after, field by field: only the fields that differ, each marked changed,
// added or removed, values as text. The snapshots are flat objects of the changed fields (decision 602);
// anything else (a list, a lone value) is compared as one field named "value".

import { formatDateTime } from "./console-date";

export type FieldChange = {
  field: string;
  kind: "changed" | "added" | "removed";
  before?: string;
  after?: string;
};

type Snapshot = Record<string, unknown>;

function asFields(value: unknown): Snapshot {
  if (value === null || value === undefined) return {};
  if (typeof value === "object" && !Array.isArray(value)) return value as Snapshot;
  return { value };
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ENUM_VALUE = /^[A-Z][A-Z_]*[A-Z]$/;

/** A stored state as staff say it: SUSPENDED -> Suspended, AWAITING_CONFIRMATION -> Awaiting confirmation. */
export function stateLabel(value: string): string {
  const words = value.toLowerCase().replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A value as a person reads it (console review m14): text as it is, null as "(empty)", a stored moment in
 * India time as the console's headings are, a state or role by its name, counts as "partners: 1, coupons: 3",
 * anything else as compact JSON.
 */
export function displayValue(value: unknown, field = "value"): string {
  if (value === null || value === undefined) return "(empty)";
  if (typeof value === "string") {
    if (value === "") return "(empty)";
    if (ISO_MOMENT.test(value)) return formatDateTime(new Date(value));
    if (/^(status|role)$|Status$/.test(field) && ENUM_VALUE.test(value)) return stateLabel(value);
    return value;
  }
  if (typeof value === "object" && !Array.isArray(value))
    return (
      Object.entries(value)
        .map(([key, v]) => `${key}: ${displayValue(v, key)}`)
        .join(", ") || "(empty)"
    );
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function auditFieldChanges(before: unknown, after: unknown): FieldChange[] {
  const was = asFields(before);
  const now = asFields(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const inBefore = Object.hasOwn(was, field);
    const inAfter = Object.hasOwn(now, field);
    if (inBefore && inAfter) {
      if (!same(was[field], now[field]))
        changes.push({
          field,
          kind: "changed",
          before: displayValue(was[field], field),
          after: displayValue(now[field], field),
        });
    } else if (inAfter) {
      changes.push({ field, kind: "added", after: displayValue(now[field], field) });
    } else {
      changes.push({ field, kind: "removed", before: displayValue(was[field], field) });
    }
  }
  return changes;
}

/** Text cut at `max` characters on a word boundary when one is near, or null when it fits. */
export function truncated(text: string, max = 160): string | null {
  if (text.length <= max) return null;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
