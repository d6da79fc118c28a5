import type { Story, StoryDefault } from "@ladle/react";
import { AgeGateDemo } from "./examples/age-gate.examples";

export default { title: "Age gate" } satisfies StoryDefault;

export const Open: Story = () => <AgeGateDemo />;
export const OpenMobile: Story = () => <AgeGateDemo />;
OpenMobile.meta = { width: "xsmall" };
