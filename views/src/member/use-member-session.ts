import type { CreditsConnect, SessionConnect } from "@camstage/core";
import type { MemberControlsProps } from "./member-controls";

/** The MemberControls props that come from the session: who is logged in, the balance, logout. */
export type SessionControlsProps = Pick<MemberControlsProps, "username" | "credits" | "isUnverified" | "usernameIsEmail" | "onLogout">;

/**
 * Binds the header's member controls to the session flow and the balance to the credits flow (its one owner), each
 * by its `connect` result. `controlsProps` is null until the member is loaded; the app adds the links, the flags
 * (messenger feature, unread count) and the wallet/messenger callbacks.
 */
export function useMemberSession(api: SessionConnect, credits: CreditsConnect) {
  const { balance } = credits;
  const { member } = api;
  const controlsProps: SessionControlsProps | null =
    api.isMember && member
      ? {
          username: member.username,
          credits: balance ?? 0,
          isUnverified: api.isUnverified,
          usernameIsEmail: api.usernameIsEmail,
          onLogout: api.logout,
        }
      : null;
  return { ...api, controlsProps };
}
