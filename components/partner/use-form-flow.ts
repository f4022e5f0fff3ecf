"use client";

import { useRouter } from "next/navigation";
import { useRef, useTransition } from "react";
import { useAlert } from "./alert-modal";

/**
 * What every partner auth form shares: its form element (to return focus after an alert), the modal
 * alert, and a navigation to the next step that keeps the submit button busy until it lands.
 */
export function useFormFlow() {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [navigating, startNavigation] = useTransition();
  const alert = useAlert();
  return {
    ...alert,
    formRef,
    navigating,
    /** Forward to the next step; Back returns to this one. */
    push: (href: string) => startNavigation(() => router.push(href)),
    /** A finished step: Back never returns to it. */
    replace: (href: string) => startNavigation(() => router.replace(href)),
  };
}
