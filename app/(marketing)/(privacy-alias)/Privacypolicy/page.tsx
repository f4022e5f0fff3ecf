import { privacyMetadata } from "@/components/marketing/privacy/privacy-metadata";
import { PrivacyPolicy } from "@/components/marketing/privacy/privacy-policy";

// The route list spells it /Privacypolicy, the footer /privacyPolicy: the same page, one canonical URL.
// It sits in its own route group because two folders differing only in case break case-insensitive
// file systems and TypeScript (decision 303).
export const metadata = privacyMetadata;

export default function PrivacypolicyAliasPage() {
  return <PrivacyPolicy />;
}
