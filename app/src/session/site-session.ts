import { i18n as linguiI18n, type I18n } from "@lingui/core";
import { fromPromise } from "xstate";
import {
  AUTH_COOKIE_MS,
  ageGateMachine,
  createSession,
  drawerMachine,
  filtersMachine,
  galleryMachine,
  languageMachine,
  nudeFilterMachine,
  searchMachine,
  splash6FromQuery,
  systemClock,
  type AutocompleteResult,
  type FlowEvent,
  type MemberBasicInfo,
  type RoutedLocale,
} from "@camstage/core";
import type { Cookies } from "../platform/cookies";
import { loadCatalogue } from "../i18n/catalogues";
import { memberFlows, type MemberFlowDeps } from "./member-flows";
import { paymentFlows, type PaymentFlowDeps } from "./payment-flows";

export const AGE_VERIFIED_COOKIE = "ageVerified";
export const LOCALE_COOKIE = "locale";
const LOCALE_COOKIE_MS = 365 * 24 * 60 * 60 * 1000;

export interface SiteSessionDeps {
  readonly cookies: Pick<Cookies, "get" | "set">;
  readonly pathname: string;
  readonly i18n?: I18n;
  readonly log?: (message: string, error: unknown) => void;
  /** §2.3 user/autocomplete with the lowercased text. */
  readonly autocomplete: (username: string) => Promise<AutocompleteResult>;
  /** The member flows' platform, cookies, storage and effects (§4 login, verification, recovery, favourites). */
  readonly member: Omit<MemberFlowDeps, "cookies" | "log" | "deliver">;
  /** The wallet, balance and dial-in flows' window, location and device (§2.5). */
  readonly payments: Pick<PaymentFlowDeps, "search" | "isMobile" | "payWindow" | "sessionStorage">;
  /** Prefix of the session's ids (idempotency keys among them): unique per page load. */
  readonly idPrefix?: string;
}

/**
 * DESIGN §3: the visitor's session is one actor system whose every event is appended to the event log.
 * The flows of this milestone: language (§4), age gate (§2.1 splash6; §3 Auth.ageVerified in a cookie),
 * nude filter (§2.1 splash flag), the auth drawer, the grid's filters (and their drawer) and the search
 * autocomplete (§2.3), the profile's gallery lightbox (§2.6) and the member flows (§4).
 */
export function createSiteSession({ cookies, pathname, autocomplete, member, payments, idPrefix = "id", i18n = linguiI18n, log = console.error }: SiteSessionDeps) {
  let ids = 0;
  // Flows hand events to each other through the session, so the log sees them (DESIGN §3).
  const deliver = (flow: string, event: FlowEvent) => queueMicrotask(() => session.system.send(flow, event));
  const session = createSession(
    {
      language: {
        logic: languageMachine.provide({
          actors: { loadMessages: fromPromise<unknown, { locale: RoutedLocale }>(({ input }) => loadCatalogue(i18n, input.locale)) },
          actions: {
            // §4 the flow asks for this only after a visitor's switch.
            persistLocale: (_, { locale }) => cookies.set(LOCALE_COOKIE, locale, LOCALE_COOKIE_MS),
            // §8 language file load failure: logged.
            logError: (_, { error }) => log("Unable to load the language file", error),
          },
        }),
        input: { pathname, cookie: cookies.get(LOCALE_COOKIE) ?? null },
      },
      ageGate: ageGateMachine.provide({
        actions: { persistVerified: () => cookies.set(AGE_VERIFIED_COOKIE, "true", AUTH_COOKIE_MS) },
      }),
      nudeFilter: nudeFilterMachine,
      authDrawer: { logic: drawerMachine, input: { side: "left" } },
      filters: filtersMachine,
      gallery: galleryMachine,
      search: searchMachine.provide({
        actors: { autocomplete: fromPromise(({ input }: { input: { username: string } }) => autocomplete(input.username)) },
        // §8 autocomplete failure: logged, list left as is.
        actions: { logError: (_, { error }) => log("Autocomplete failed", error) },
      }),
      ...memberFlows({ ...member, cookies, log, deliver }),
      ...paymentFlows({
        ...payments,
        platform: member.platform,
        fingerprint: member.fingerprint,
        member: () => (session.system.snapshot("session") as unknown as { context: { member: MemberBasicInfo | null } }).context.member,
        track: member.effects.track,
        deliver,
        log,
      }),
    },
    { clock: systemClock, ids: () => `${idPrefix}-${++ids}` },
  );
  const { system } = session;
  // §4 a failed payment with action interval or pre-paid opens the no-credits modal.
  system.actor("credits").on("credits.noCredits", () => deliver("modalHost", { type: "modal.open", modal: "noCredits" }));

  const send = (flow: string, event: FlowEvent) => system.send(flow, event);

  return {
    ...session,
    send,
    /** §4 the visitor's fingerprint (registration meta, activation). */
    fingerprint: member.fingerprint,
    /** §2.1/§4 the visitor chose a language: the flow loads it, the cookie remembers it, the page moves. */
    switchLanguage(locale: RoutedLocale, pathname: string, search: string) {
      send("language", { type: "language.switch", locale, pathname, search });
    },
    /** Feeds a location's query flags to the flows; returns the no-nude flag every request carries (§7). */
    applySearch(search: Readonly<Record<string, unknown>>): boolean {
      const splash = splash6FromQuery(typeof search.splash6 === "string" ? search.splash6 : undefined);
      send("nudeFilter", { type: "nudeFilter.apply", splash });
      send("ageGate", { type: "ageGate.check", splash6: splash, verified: cookies.get(AGE_VERIFIED_COOKIE) === "true" });
      return (system.snapshot("nudeFilter") as { value?: unknown }).value === "active";
    },
  };
}
export type SiteSession = ReturnType<typeof createSiteSession>;
