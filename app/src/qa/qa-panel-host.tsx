import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { QaPanel, type QaShareState } from "@camstage/views";
import { exportVisitorLog, VISITOR_LOGS_PATH } from "../flows/visitor-log";
import { useSiteSession } from "../flows/use-flow";

/** Shares a log with the simulator's QA API; answers the replay URL. */
const shareLog = async (json: string): Promise<string> => {
  const response = await fetch(VISITOR_LOGS_PATH, { method: "POST", headers: { "Content-Type": "application/json" }, body: json });
  if (!response.ok) throw new Error(`sharing the log answered ${response.status}`);
  return ((await response.json()) as { replayUrl: string }).replayUrl;
};

/** ARCHITECTURE §3 the QA panel wired to the session's log and the simulator's visitor-log calls. Loaded when opened. */
export function QaPanelHost({ onClose }: { onClose: () => void }) {
  const session = useSiteSession();
  const queryClient = useQueryClient();
  const [share, setShare] = useState<QaShareState>({ status: "idle" });

  const download = () => {
    void exportVisitorLog(session, queryClient).then((json) => {
      const url = URL.createObjectURL(new Blob([json], { type: "application/json" }));
      const link = Object.assign(document.createElement("a"), { href: url, download: `camstage-log-${new Date().toISOString().replace(/[:.]/g, "-")}.json` });
      link.click();
      URL.revokeObjectURL(url);
    });
  };
  const shareForReplay = () => {
    setShare({ status: "sharing" });
    exportVisitorLog(session, queryClient).then(shareLog).then(
      (replayUrl) => setShare({ status: "shared", replayUrl }),
      (error: unknown) => {
        console.error("Unable to share the log", error);
        setShare({ status: "failed" });
      },
    );
  };
  const replayFile = (file: File) => {
    setShare({ status: "sharing" });
    file
      .text()
      .then(shareLog)
      .then(
        (replayUrl) => window.location.assign(replayUrl),
        (error: unknown) => {
          console.error("Unable to replay the log file", error);
          setShare({ status: "failed" });
        },
      );
  };
  return (
    <QaPanel
      entries={session.logLength()}
      replaying={session.replaying}
      share={share}
      onDownload={download}
      onShare={shareForReplay}
      onReplayFile={replayFile}
      onClose={onClose}
    />
  );
}
