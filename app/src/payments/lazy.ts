import { lazy } from "react";

const payments = () => import("./payment-overlays");

export const LazyWalletOverlay = lazy(() => payments().then((m) => ({ default: m.WalletOverlay })));
export const LazyDialInOverlay = lazy(() => payments().then((m) => ({ default: m.DialInOverlay })));
