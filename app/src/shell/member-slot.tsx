import { connectCredits, connectInbox, connectSession } from "@camstage/core";
import { MemberControls, useMemberSession, type MemberControlsProps } from "@camstage/views";
import { useFlow, useStartedFlow } from "../flows/use-flow";

/** What the header gives the member controls; the balance and the member come from the session's flows. */
export type MemberSlotProps = Omit<MemberControlsProps, keyof NonNullable<ReturnType<typeof useMemberSession>["controlsProps"]>>;

/**
 * The header's member controls (credits, messenger, member menu): loaded for a visitor with a login, with the flows
 * (ARCHITECTURE §6); nothing until the session knows the member.
 */
export function MemberSlot(props: MemberSlotProps) {
  const member = useMemberSession(useFlow("session", connectSession), useFlow("credits", connectCredits));
  // §2.3 the messenger button's unread counter, once the messenger runs.
  const unreadCount = useStartedFlow("inbox", connectInbox)?.unread ?? 0;
  return member.controlsProps ? <MemberControls {...member.controlsProps} {...props} unreadCount={unreadCount} /> : null;
}
