import { MemberControls, type MemberControlsProps } from "@camstage/views";

/** The header's member controls (credits, messenger, member menu): loaded once a member is known, not for guests. */
export function MemberSlot(props: MemberControlsProps) {
  return <MemberControls {...props} />;
}
