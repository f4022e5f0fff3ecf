import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageHeading } from "@/components/partner/dashboard/page-heading";
import { ChoosePlan } from "@/components/partner/profile/choose-plan";
import { NotificationList } from "@/components/partner/profile/notification-list";
import { PasswordForm } from "@/components/partner/profile/password-form";
import { ProfileForm } from "@/components/partner/profile/profile-form";
import { SectionNav } from "@/components/partner/profile/section-nav";
import { type ProfileSectionId, profileSectionOf } from "@/config/profile-sections";
import { listPartnerNotifications } from "@/lib/data/notifications";
import { getPartnerProfile } from "@/lib/data/partner-profile";
import { dashboardPartner } from "../current-partner";

export const metadata: Metadata = { title: "Profile" };

async function Section({ id, partnerId }: { id: ProfileSectionId; partnerId: string }) {
  switch (id) {
    case "notifications":
      return <NotificationList notifications={await listPartnerNotifications(partnerId)} now={new Date()} />;
    case "plan":
      return <ChoosePlan />;
    case "security":
      return <PasswordForm />;
    case "edit": {
      const profile = await getPartnerProfile(partnerId);
      if (!profile) redirect("/NewSignIn?session=ended");
      return <ProfileForm profile={profile} />;
    }
  }
}

export default async function ProfilePage({
  searchParams,
}: {
  searchParams: Promise<{ section?: string | string[] }>;
}) {
  const { partnerId } = await dashboardPartner();
  const section = profileSectionOf((await searchParams).section);
  return (
    <>
      <PageHeading title="Profile" subtitle="Your details, notifications, plan and password" />
      <SectionNav current={section} />
      <div className="mt-6">
        <Section id={section} partnerId={partnerId} />
      </div>
    </>
  );
}
