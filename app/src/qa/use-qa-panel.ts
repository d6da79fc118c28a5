import { useEffect, useState } from "react";

const QA_FLAG = "camstage-qa";

/**
 * ARCHITECTURE §3 the QA panel opens with `?qa=1` (remembered for the visit) or Ctrl+Alt+Q, which also closes it; a replay
 * opens with it.
 */
export function useQaPanel(replaying: boolean): { readonly isOpen: boolean; close(): void } {
  const [isOpen, setOpen] = useState(() => {
    if (replaying || new URLSearchParams(window.location.search).get("qa") === "1") window.sessionStorage.setItem(QA_FLAG, "1");
    return window.sessionStorage.getItem(QA_FLAG) === "1";
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey && event.altKey && event.code === "KeyQ")) return;
      setOpen((open) => {
        if (open) window.sessionStorage.removeItem(QA_FLAG);
        else window.sessionStorage.setItem(QA_FLAG, "1");
        return !open;
      });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return {
    isOpen,
    close() {
      window.sessionStorage.removeItem(QA_FLAG);
      setOpen(false);
    },
  };
}
