import { MemberControls } from "../../member/member-controls";
import { memberControls } from "../../member/examples/member.examples";

/** The member controls (credits, messenger, member menu) with example data, for header and layout stories. */
export function MemberPlaceholder() {
  return <MemberControls {...memberControls} />;
}
