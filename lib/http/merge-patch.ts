// JSON Merge Patch (RFC 7396), the one way a PATCH body changes a stored record (issue 51, decision 822):
// a member sent replaces its value, `null` removes it, a member left out keeps it; an object is merged
// member by member, anything else (an array included) replaces the value whole.

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** `target` with `patch` applied (RFC 7396 section 2); neither argument is changed. */
export function applyMergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const result: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    // JSON.parse makes `__proto__` an own member; assigning it would set the prototype instead.
    if (key === "__proto__") continue;
    if (value === null) delete result[key];
    else result[key] = applyMergePatch(result[key], value);
  }
  return result;
}
