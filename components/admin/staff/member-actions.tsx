"use client";
import { changeRoleAction } from "@/lib/actions/staff/change-role";
import { resetSecondFactorAction } from "@/lib/actions/staff/reset-second-factor";
import { setAccessAction } from "@/lib/actions/staff/set-access";
import { RowActions, StaffAction, useRowFailure } from "./staff-action";

type Member = {
  id: string;
  name: string;
  email: string;
  role: "ADMIN" | "EDITOR";
  disabled: boolean;
  secondFactor: boolean;
  self: boolean;
};

/** Role, access and second factor of one staff member (decision 614); refusals show under the buttons. */
export function MemberActions({ member }: { member: Member }) {
  const [failure, setFailure] = useRowFailure();
  const { id: staffId, name } = member;
  const detail = `${name}, ${member.email}`;
  const toRole = member.role === "ADMIN" ? "EDITOR" : "ADMIN";
  return (
    <RowActions failure={failure}>
      <StaffAction
        label={toRole === "ADMIN" ? "Make admin" : "Make editor"}
        detail={detail}
        confirm={{
          title: toRole === "ADMIN" ? `Make ${name} an admin?` : `Make ${name} an editor?`,
          description:
            toRole === "ADMIN"
              ? `${name} will review partners, read mail and the audit log, and manage staff.${member.secondFactor ? "" : " They are signed out now and set up two-step sign-in when they next sign in."}`
              : `${name} keeps content and the inbox, and loses partners, mail, the audit log and staff management at once.`,
          confirmLabel: toRole === "ADMIN" ? "Make admin" : "Make editor",
          busyLabel: "Changing...",
        }}
        run={() => changeRoleAction({ staffId, role: toRole })}
        onFailure={setFailure}
      />
      {member.secondFactor ? (
        <StaffAction
          label="Reset two-step"
          detail={detail}
          tone="danger"
          confirm={{
            title: `Reset two-step sign-in for ${name}?`,
            description: `Their authenticator and recovery codes stop working and every session of theirs ends now. ${member.role === "ADMIN" ? "They set up an authenticator again when they next sign in." : "They can set it up again from Your account."}`,
            confirmLabel: "Reset two-step sign-in",
            busyLabel: "Resetting...",
          }}
          run={() => resetSecondFactorAction({ staffId })}
          onFailure={setFailure}
        />
      ) : null}
      {member.disabled ? (
        <StaffAction
          label="Re-enable"
          detail={detail}
          run={() => setAccessAction({ staffId, access: "enable" })}
          onFailure={setFailure}
        />
      ) : (
        <StaffAction
          label="Disable"
          detail={detail}
          tone="danger"
          // One's own account: nothing to confirm, the server says why it cannot be done.
          confirm={
            member.self
              ? undefined
              : {
                  title: `Disable ${name}?`,
                  description: `${name} is signed out everywhere at once and cannot sign in until an admin re-enables the account.`,
                  confirmLabel: "Disable",
                  busyLabel: "Disabling...",
                }
          }
          run={() => setAccessAction({ staffId, access: "disable" })}
          onFailure={setFailure}
        />
      )}
    </RowActions>
  );
}
