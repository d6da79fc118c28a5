import type { Story, StoryDefault } from "@ladle/react";
import { PromoModal } from "./promo-modal";
import * as ex from "./examples/promo.examples";

export default { title: "Promo" } satisfies StoryDefault;

export const WelcomeOffer: Story = () => <PromoModal {...ex.welcomePromo} />;
export const WelcomeOfferMobile: Story = () => <PromoModal {...ex.welcomePromo} />;
WelcomeOfferMobile.meta = { width: "xsmall" };
export const MinutesOfferWithAlt: Story = () => <PromoModal {...ex.minutesPromo} />;
export const WithoutLink: Story = () => <PromoModal {...ex.promoWithoutLink} />;
