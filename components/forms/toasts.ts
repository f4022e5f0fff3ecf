import { showToast } from "@/components/ui/deferred-toaster";

// A toast's id is its title: pressing Send again while it shows refreshes that toast instead of
// stacking a copy of it under the first.

export function toastMissingFields(duration?: number) {
  void showToast((toast) =>
    toast.error("Missing Fields", {
      id: "missing-fields",
      description: "Please fill in all fields before submitting.",
      duration,
    }),
  );
}
