import { vi } from "vitest";
import "./fail-on-console-error";

// Files run in one worker without isolation (vitest.config.ts): drop the previous file's modules, so this
// file imports them afresh, with its own vi.mock()s, and shares no module state.
vi.resetModules();
