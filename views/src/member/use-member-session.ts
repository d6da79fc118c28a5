import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { connectCredits, connectSession, type creditsMachine, type sessionMachine } from "@camstage/core";
import type { MemberControlsProps } from "./member-controls";

/** The MemberControls props that come from the session: who is logged in, the balance, logout. */
export type SessionControlsProps = Pick<MemberControlsProps, "username" | "credits" | "isUnverified" | "usernameIsEmail" | "onLogout">;

/**
 * Binds the header's member controls to the session actor and the balance to the credits actor (its one owner).
 * `controlsProps` is null until the member is loaded; the app adds the links, the flags (messenger feature, unread
 * count) and the wallet/messenger callbacks.
 */
export function useMemberSession(actorRef: ActorRefFrom<typeof sessionMachine>, creditsRef: ActorRefFrom<typeof creditsMachine>) {
  const snapshot = useSelector(actorRef, (s) => s);
  const balance = connectCredits(useSelector(creditsRef, (s) => s), creditsRef.send).balance;
  const api = connectSession(snapshot, actorRef.send);
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
