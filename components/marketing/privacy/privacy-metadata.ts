import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { pageMetadata } from "../page-metadata";

const description = `How ${siteConfig.name} collects, uses and protects your data, and the terms for using the app and this website.`;

/** Shared by /privacyPolicy and /Privacypolicy; both name /privacyPolicy as canonical (decision 303). */
export const privacyMetadata: Metadata = pageMetadata({
  title: "Privacy Policy & Terms and Conditions",
  description,
  path: "/privacyPolicy",
  ogTitle: `${siteConfig.name} Privacy Policy & Terms`,
});
