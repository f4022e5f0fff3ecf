import type { Metadata } from "next";
import { ShieldCheck } from "lucide-react";
import { redirect } from "next/navigation";
import { StaffSignInForm } from "@/components/admin/sign-in-form";
import { NarrowAuthCard } from "@/components/partner/auth-card";
import { getCurrentStaff } from "@/lib/staff/session";

export const metadata: Metadata = { title: "Staff sign-in" };

export default async function StaffLoginPage() {
  if ((await getCurrentStaff()).ok) redirect("/admin");
  return (
    <NarrowAuthCard
      icon={ShieldCheck}
      title="Staff sign-in"
      description="The provider console is for the company's staff. Partners sign in at /NewSignIn."
    >
      <StaffSignInForm />
    </NarrowAuthCard>
  );
}
