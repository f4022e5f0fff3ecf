import { MissingContentMessage } from "@/components/blog/content-state";

export default function ServiceNotFound() {
  return <MissingContentMessage kind="service" />;
}
