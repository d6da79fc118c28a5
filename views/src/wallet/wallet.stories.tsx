import type { Story, StoryDefault } from "@ladle/react";
import { WalletDrawer } from "./wallet-drawer";
import * as ex from "./examples/wallet.examples";

export default { title: "Wallet" } satisfies StoryDefault;

export const Loading: Story = () => <WalletDrawer {...ex.walletLoading} />;
export const LoadFailed: Story = () => <WalletDrawer {...ex.walletLoadFailed} />;
export const BundleCardsReadyToPay: Story = () => <WalletDrawer {...ex.walletCards} />;
export const BundleCardsWithBank: Story = () => <WalletDrawer {...ex.walletCardsWithBank} />;
export const BundleCardsBankMissing: Story = () => <WalletDrawer {...ex.walletCardsNoBank} />;
export const BundleCardsManyBanks: Story = () => <WalletDrawer {...ex.walletCardsManyBanks} />;
export const NoPaymentMethod: Story = () => <WalletDrawer {...ex.walletNoMethod} />;
export const PayWindowBlocked: Story = () => <WalletDrawer {...ex.walletCards} payProblem="blocked" />;
export const PaymentStartFailed: Story = () => <WalletDrawer {...ex.walletCards} payProblem="startFailed" />;
export const StartingPayment: Story = () => <WalletDrawer {...ex.walletStarting} />;
export const WaitingForPayment: Story = () => <WalletDrawer {...ex.walletWaiting} />;
export const BundleCardsMobile: Story = () => <WalletDrawer {...ex.walletCards} />;
BundleCardsMobile.meta = { width: "xsmall" };
export const SimpleList: Story = () => <WalletDrawer {...ex.walletSimple} />;
export const SimpleListMobile: Story = () => <WalletDrawer {...ex.walletSimple} />;
SimpleListMobile.meta = { width: "xsmall" };
export const PaymentSuccessful: Story = () => <WalletDrawer {...ex.walletSuccess} />;
export const FailedAntiFraud: Story = () => <WalletDrawer {...ex.walletFailedAntiFraud} />;
export const FailedRejected: Story = () => <WalletDrawer {...ex.walletFailedRejected} />;
export const FailedExpired: Story = () => <WalletDrawer {...ex.walletFailedExpired} />;
export const FailedCancelled: Story = () => <WalletDrawer {...ex.walletFailedCancelled} />;
export const FailedDefault: Story = () => <WalletDrawer {...ex.walletFailedDefault} />;

export const BoundSuccess: Story = () => <ex.BoundWalletDemo />;
export const BoundFailure: Story = () => <ex.BoundWalletDemo outcome="failed" />;
export const BoundSimple: Story = () => <ex.BoundWalletDemo variant="simple" />;
export const BoundLoadFailure: Story = () => <ex.BoundWalletDemo failLoad />;
