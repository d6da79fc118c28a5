import { Button, IconButton } from "../../ui/button";
import { CoinsIcon, MessageIcon, UserIcon } from "../../ui/icons";

/** A stand-in for the member controls (credits, messenger, member menu) that a later issue builds. */
export function MemberPlaceholder() {
  return (
    <>
      <Button variant="secondary" size="md" aria-label="1,240 credits, open wallet">
        <CoinsIcon aria-hidden="true" />
        1,240
      </Button>
      <IconButton aria-label="Messages">
        <MessageIcon />
      </IconButton>
      <IconButton aria-label="Member menu">
        <UserIcon />
      </IconButton>
    </>
  );
}
