export { DefaultLayout, Shell } from "./default-layout";
export type { DefaultLayoutProps } from "./default-layout";
export { WhitelabelLayout } from "./whitelabel-layout";
export type { WhitelabelLayoutProps } from "./whitelabel-layout";
export { ConnectionNotice } from "./connection-notice";
export type { ConnectionNoticeState } from "./connection-notice";
