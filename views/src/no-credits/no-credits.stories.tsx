import type { Story, StoryDefault } from "@ladle/react";
import { NoCreditsForTipModal, NoCreditsForVipModal, NoCreditsModal } from "./no-credits-modal";
import * as ex from "./examples/no-credits.examples";

export default { title: "No credits" } satisfies StoryDefault;

export const OutOfCredits: Story = () => <NoCreditsModal {...ex.noCredits} />;
export const OutOfCreditsUnknownBalance: Story = () => <NoCreditsModal {...ex.noCreditsUnknownBalance} />;
export const NotEnoughForTip: Story = () => <NoCreditsForTipModal {...ex.noCreditsForTip} />;
export const NotEnoughForVip: Story = () => <NoCreditsForVipModal {...ex.noCreditsForVip} />;
export const NotEnoughForVipMobile: Story = () => <NoCreditsForVipModal {...ex.noCreditsForVip} />;
NotEnoughForVipMobile.meta = { width: "xsmall" };
