import type { Story, StoryDefault } from "@ladle/react";
import { QaPanel } from "./qa-panel";
import { exampleQaPanel } from "./examples/qa-panel.examples";

export default { title: "QA panel" } satisfies StoryDefault;

export const Idle: Story = () => <QaPanel {...exampleQaPanel} />;
export const Sharing: Story = () => <QaPanel {...exampleQaPanel} share={{ status: "sharing" }} />;
export const Shared: Story = () => <QaPanel {...exampleQaPanel} share={{ status: "shared", replayUrl: "/?replay=log-3" }} />;
export const ShareFailed: Story = () => <QaPanel {...exampleQaPanel} share={{ status: "failed" }} />;
export const Replaying: Story = () => <QaPanel {...exampleQaPanel} replaying="log-3" />;
