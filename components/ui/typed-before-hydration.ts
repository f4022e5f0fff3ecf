import { useLayoutEffect, type RefObject } from "react";

// React hydrates a <textarea> by setting its value to the server's text (react-dom's initTextarea; an
// <input> keeps what was typed), so whatever someone typed into a text box shown with text, before the
// page's script ran, was overwritten without a trace. This module notes what is typed into text boxes
// from the moment its chunk runs, which is before React hydrates any component that imports it (and
// what was typed before that is still in the boxes then), and the hook puts it back once the box is
// hydrated.

const typed = new WeakMap<HTMLTextAreaElement, string>();
const hydrated = new WeakSet<HTMLTextAreaElement>();

function note(target: EventTarget | null) {
  if (!(target instanceof HTMLTextAreaElement) || hydrated.has(target)) return;
  if (target.value === target.defaultValue) typed.delete(target);
  else typed.set(target, target.value);
}

if (typeof document !== "undefined") {
  document.querySelectorAll("textarea").forEach(note);
  document.addEventListener("input", (event) => note(event.target), true);
}

/**
 * Keeps what was typed into this text box before it was hydrated: the text is put back and an `input`
 * event sent, so counters and autosave see it as typed.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLTextAreaElement | null>): void {
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    hydrated.add(box);
    const value = typed.get(box);
    typed.delete(box);
    if (value === undefined || value === box.value) return;
    box.value = value;
    box.dispatchEvent(new Event("input", { bubbles: true }));
  }, [ref]);
}
