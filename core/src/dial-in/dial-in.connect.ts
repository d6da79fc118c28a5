import { connectDialInBadge, type DialInSnapshot } from "./dial-in.badge";

import { hasDoublePromo, dialInTelHref } from "../rules/dial-in.rules";
import { validatePin } from "../rules/pin.rules";
import { dialInState } from "./dial-in.context";
import type { DialInEvent } from "./dial-in.schema";

export type DialInDrawerStatus = "closed" | "open" | "reopening";
type LoadStatus = "loading" | "ready" | "failed";
const LOADS: readonly LoadStatus[] = ["loading", "ready", "failed"];

export interface DialInOpenRequest {
  readonly now: number;
  readonly mobile: boolean;
  readonly geoCountry?: string | null;
}

export function connectDialIn(snapshot: DialInSnapshot, send: (event: DialInEvent) => void) {
  const { context } = snapshot;
  // Read through the machine's own state type: a renamed state fails to compile here.
  const isOpen = snapshot.matches({ drawer: "open" });
  const drawer: DialInDrawerStatus = isOpen ? "open" : snapshot.matches({ drawer: "reopening" }) ? "reopening" : "closed";
  const load = (part: "ivr" | "numbers"): LoadStatus | null =>
    isOpen ? (LOADS.find((status) => snapshot.matches({ drawer: { open: { [part]: status } } } as Parameters<typeof snapshot.matches>[0])) ?? null) : null;
  const open = isOpen ? { ivr: load("ivr"), numbers: load("numbers") } : null;
  const { call, isActive, showBadge } = connectDialInBadge(snapshot);
  const ivr = context.ivr?.session ?? null;
  const entry = context.phoneNumbers.find((n) => n.id === context.country) ?? null;
  const pinStep = snapshot.matches({ drawer: { open: { step: "pin" } } });
  const submitting = snapshot.matches({ drawer: { open: { step: { pin: "submitting" } } } });
  return {
    drawer,
    isOpen: drawer === "open",
    /** Step 1 a country's number (desktop) or call-me (mobile); step 2 the pin (desktop only, §2.5). */
    step: pinStep ? ("pin" as const) : ("country" as const),
    isMobile: context.mobile,
    isLoading: open !== null && (open.ivr === "loading" || open.numbers === "loading"),
    /** §8 'Unable to retrieve ivr session details' / 'Unable to retrieve dial-in phone numbers'. */
    ivrFailed: open?.ivr === "failed",
    phoneNumbersFailed: open?.numbers === "failed",
    /** §7 geo country first (else NL); each with its §9 double-promo flag. */
    phoneNumbers: context.phoneNumbers.map((entry) => ({ ...entry, isDoublePromo: hasDoublePromo(entry.id) })),
    country: context.country,
    number: entry?.options[0].number ?? null,
    /** Euro per minute: the chosen number's, else the IVR session's (0.80 by default, §9). */
    tariff: entry?.options[0].tariff ?? ivr?.tariff ?? null,
    isDoublePromo: hasDoublePromo(context.country),
    displayNumber: ivr?.displaynumber ?? null,
    /** Mobile call-me: the tel link (§2.5). */
    telHref: ivr ? dialInTelHref(ivr.displaynumber) : null,
    flag: ivr?.flag ?? null,
    username: context.username,
    pin: context.pin,
    pinErrors: context.pinErrors,
    /** Minutes to wait after the platform refused too many pin attempts (429), else null. */
    retryAfterMinutes: context.retryAfterMinutes,
    /** §5 submit does nothing while the pin is invalid (or already refused). */
    canSubmitPin: pinStep && !submitting && validatePin(context.pin, context.rejectedPins).ok && ivr !== null,
    isSubmittingPin: submitting,
    canCallMe: ivr !== null && (call === "idle" || call === "ended" || call === "expired"),
    call,
    /** §3 dial-in state; `active` (in call) also makes the header 5rem high (§2.3). */
    state: dialInState(context),
    isActive,
    /** §4 pending shows the loader; the badge is hidden on mobile while pending. */
    showLoader: call === "pending",
    showBadge,
    /** §4 ended and expired show the ended text. */
    showEnded: call === "ended" || call === "expired",
    nickname: context.nickname,
    mount: (now: number, mobile: boolean, cached: unknown) => send({ type: "dialIn.mount", now, mobile, cached }),
    open: (request: DialInOpenRequest) => send({ type: "dialIn.open", ...request }),
    close: () => send({ type: "dialIn.close" }),
    selectCountry: (country: string) => send({ type: "dialIn.country.select", country }),
    back: () => send({ type: "dialIn.back" }),
    inputPin: (value: string) => send({ type: "dialIn.pin.input", value }),
    focusPin: () => send({ type: "dialIn.pin.focus" }),
    submitPin: () => send({ type: "dialIn.pin.submit" }),
    callMe: () => send({ type: "dialIn.callMe" }),
    setNickname: (nickname: string) => send({ type: "dialIn.nickname", nickname }),
  };
}
export type DialInConnect = ReturnType<typeof connectDialIn>;
