import type { ComponentProps } from "react";
import { inputClass } from "./field";
import { labelled } from "./labelled-controls";

// Apart from the text controls: a page's scripts carry a module whole, and most forms have no select.
export const LabelledSelect = labelled((props: ComponentProps<"select">) => (
  <select className={`${inputClass} appearance-auto`} {...props} />
));
