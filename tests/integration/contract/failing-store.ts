// The image store failing (502): the test file mocks lib/storage/file-store so that every store it makes
// throws while `failingStore` runs. The failure is logged, as it should be: that one log is expected.
import { vi } from "vitest";

export const store = { failing: false };

export async function failingStore<T>(work: () => Promise<T>): Promise<T> {
  store.failing = true;
  vi.mocked(console.error).mockImplementationOnce(() => {});
  try {
    return await work();
  } finally {
    store.failing = false;
  }
}
