import { privacyMetadata } from "@/components/marketing/privacy/privacy-metadata";
import { PrivacyPolicy } from "@/components/marketing/privacy/privacy-policy";

export const metadata = privacyMetadata;

export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
