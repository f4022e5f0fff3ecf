"use client";
import { inviteStaffAction } from "@/lib/actions/staff/invite-staff";
import { revokeInviteAction } from "@/lib/actions/staff/revoke-invite";
import { RowActions, StaffAction, useRowFailure } from "./staff-action";

/** An open invitation: send a new link (the old one stops working) or revoke it (decision 614). */
export function InviteActions({ invite }: { invite: { id: string; email: string; role: "ADMIN" | "EDITOR" } }) {
  const [failure, setFailure] = useRowFailure();
  return (
    <RowActions failure={failure}>
      <StaffAction
        label="Send again"
        detail={invite.email}
        run={() => inviteStaffAction({ email: invite.email, role: invite.role })}
        onFailure={setFailure}
      />
      <StaffAction
        label="Revoke"
        detail={invite.email}
        tone="danger"
        confirm={{
          title: `Revoke the invitation to ${invite.email}?`,
          description: "The link in their e-mail stops working at once. You can invite them again later.",
          confirmLabel: "Revoke invitation",
          busyLabel: "Revoking...",
        }}
        run={() => revokeInviteAction({ inviteId: invite.id })}
        onFailure={setFailure}
      />
    </RowActions>
  );
}
