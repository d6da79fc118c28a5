export { QaPanel } from "./qa-panel";
export type { QaPanelProps, QaShareState } from "./qa-panel";
