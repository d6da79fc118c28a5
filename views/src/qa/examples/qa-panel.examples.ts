import type { QaPanelProps } from "../qa-panel";

const noop = () => undefined;

/** The QA panel's states for stories and tests. */
export const exampleQaPanel: QaPanelProps = {
  entries: 42,
  replaying: null,
  share: { status: "idle" },
  onDownload: noop,
  onShare: noop,
  onReplayFile: noop,
  onClose: noop,
};
