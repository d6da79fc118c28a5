import { useState } from "react";
import type { SessionConnect } from "@camstage/core";

/**
 * Which form the session's last attempt came from. The session keeps one `serverError` for both forms;
 * each card shows it only when the failed attempt was its own (a registration includes its auto-login, §4).
 */
export function useSessionAttempt(api: Pick<SessionConnect, "status" | "justRegistered">): "login" | "register" | null {
  const current: "login" | "register" | null =
    api.status === "registering" || (api.status === "loggingIn" && api.justRegistered) ? "register"
    : api.status === "loggingIn" ? "login"
    : null;
  const [last, setLast] = useState(current);
  // Derived during render (React's "adjust state on prop change"), so the answer is never one render late.
  if (current !== null && current !== last) setLast(current);
  return current ?? last;
}
