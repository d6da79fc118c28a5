export { DialInDrawer } from "./dial-in-drawer";
export type { DialInDrawerProps } from "./dial-in-drawer";
export { PhoneConnectedBadge } from "./phone-connected-badge";
export type { PhoneConnectedBadgeProps } from "./phone-connected-badge";
export { DialInNumberList, DialInPinStep, DialInCallMe, DialInSignUpTeaser, DialInNotices } from "./dial-in-parts";
export type { DialInNumber, DialInPinStepProps, DialInCallMeProps } from "./dial-in-parts";
export { useDialInMessages } from "./dial-in-messages";
export { useDialIn } from "./use-dial-in";
export type { UseDialInOptions } from "./use-dial-in";
