import { toast } from "sonner";

export function toastMissingFields(duration?: number) {
  toast.error("Missing Fields", { description: "Please fill in all fields before submitting.", duration });
}
