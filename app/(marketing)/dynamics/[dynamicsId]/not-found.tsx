import { ContentMessage } from "@/components/blog/content-state";

export default function ServiceNotFound() {
  return (
    <ContentMessage
      title="Service Not Found"
      message="The service you're looking for doesn't exist."
      backHref="/dynamics"
      backLabel="Back to Services"
    />
  );
}
