import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageHeading } from "@/components/partner/dashboard/page-heading";
import { ApiKeys } from "@/components/partner/profile/api-keys";
import { ChoosePlan } from "@/components/partner/profile/choose-plan";
import { DeviceSessions } from "@/components/partner/profile/device-sessions";
import { NotificationList } from "@/components/partner/profile/notification-list";
import { PasswordForm } from "@/components/partner/profile/password-form";
import { ProfileForm } from "@/components/partner/profile/profile-form";
import { SectionNav } from "@/components/partner/profile/section-nav";
import { WebhookDeliveries } from "@/components/partner/profile/webhook-deliveries";
import { WebhookEndpoints } from "@/components/partner/profile/webhook-endpoints";
import { type ProfileSectionId, profileSectionOf } from "@/config/profile-sections";
import { devicesOf } from "@/lib/auth/device-sessions";
import type { PartnerSession } from "@/lib/auth/session";
import { listPartnerNotifications } from "@/lib/data/notifications";
import { listApiKeys } from "@/lib/data/partner-api-keys";
import { getPartnerProfile } from "@/lib/data/partner-profile";
import { listWebhookDeliveries } from "@/lib/data/webhook-deliveries";
import { listWebhookEndpoints } from "@/lib/data/webhook-endpoints";
import { WEBHOOK_LOG_DAYS } from "@/lib/housekeeping";
import { MAX_WEBHOOK_ENDPOINTS } from "@/lib/limits/rules";
import { formatDateTime } from "@/lib/format/console-date";
import { dashboardPartner } from "../current-partner";

export const metadata: Metadata = { title: "Profile" };

async function Security({ partner }: { partner: PartnerSession }) {
  const devices = await devicesOf(partner);
  const rows = devices.map(({ id, device, current, lastUsedAt, createdAt }) => ({
    id,
    device,
    current,
    lastUsed: formatDateTime(lastUsedAt),
    signedIn: formatDateTime(createdAt),
  }));
  return (
    <div className="grid gap-6">
      <PasswordForm />
      <DeviceSessions rows={rows} />
    </div>
  );
}

const when = (at: string | null) => (at ? formatDateTime(new Date(at)) : null);

async function Webhooks({ partnerId }: { partnerId: string }) {
  const [endpoints, deliveries] = await Promise.all([
    listWebhookEndpoints(partnerId),
    listWebhookDeliveries(partnerId),
  ]);
  return (
    <div className="grid gap-6">
      <WebhookEndpoints
        rows={endpoints.map((e) => ({ ...e, createdAt: when(e.createdAt)! }))}
        max={MAX_WEBHOOK_ENDPOINTS}
      />
      <WebhookDeliveries
        keepDays={WEBHOOK_LOG_DAYS}
        rows={deliveries.map((d) => ({
          ...d,
          createdAt: when(d.createdAt)!,
          deliveredAt: when(d.deliveredAt),
          nextAttemptAt: when(d.nextAttemptAt),
        }))}
      />
    </div>
  );
}

async function Section({ id, partner }: { id: ProfileSectionId; partner: PartnerSession }) {
  const { partnerId } = partner;
  switch (id) {
    case "notifications":
      return <NotificationList notifications={await listPartnerNotifications(partnerId)} now={new Date()} />;
    case "plan":
      return <ChoosePlan />;
    case "security":
      return <Security partner={partner} />;
    case "webhooks":
      return <Webhooks partnerId={partnerId} />;
    case "api-keys": {
      const keys = await listApiKeys(partnerId);
      const rows = keys.map((k) => ({
        ...k,
        createdAt: when(k.createdAt)!,
        lastUsedAt: when(k.lastUsedAt),
        revokedAt: when(k.revokedAt),
      }));
      return <ApiKeys rows={rows} />;
    }
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
  const partner = await dashboardPartner();
  const section = profileSectionOf((await searchParams).section);
  return (
    <>
      <PageHeading title="Profile" subtitle="Your details, notifications, plan and password" />
      <SectionNav current={section} />
      <div className="mt-6">
        <Section id={section} partner={partner} />
      </div>
    </>
  );
}
