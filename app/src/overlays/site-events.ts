import { useEffect, useRef } from "react";
import { useParams, useRouter, useRouterState } from "@tanstack/react-router";
import { LOCAL_STORAGE_KEYS, QUERY_ACTION_KEYS, connectModalHost, connectSession, isRouteName, performerToRemember, queryActionOf, splitLocale } from "@camstage/core";
import { withoutQueryKeys } from "../platform/site-ports";
import { validateSiteSearch } from "../platform/search";
import { useQueryClient } from "@tanstack/react-query";
import { useFlow, useFlowLater, useSessionEffect, useSiteSession } from "../flows/use-flow";
import { usePrefetchGeo } from "../payments/payment-actions";
import { useCurrentRoute, useSitePath } from "../site/site-hooks";
import { usePromo } from "./use-promo";

/**
 * What the page tells the flows (ARCHITECTURE §3: events in, the routing table in core does the rest): the URL's query
 * actions and a navigation away from an open modal (the welcome credits are told when the session starts).
 */
export function SiteEvents() {
  useQueryActions();
  useModalClosesOnNavigation();
  useRememberSignUpPerformer();
  usePrefetchGeo();
  useRefetchWhenRestored();
  useOfferPromo();
  return null;
}

/**
 * §4 the promo modal opens once per session when the platform has a promo image, on home (issue 28): offered on each
 * route the visitor reaches, the modal host decides.
 */
function useOfferPromo() {
  const modalHost = useFlowLater("modalHost", connectModalHost);
  const promo = usePromo();
  const hasImage = promo !== null;
  const route = useCurrentRoute()?.baseName;
  useEffect(() => {
    if (hasImage && isRouteName(route)) modalHost((api) => api.offerPromo(hasImage, route));
  }, [hasImage, route, modalHost]);
}

/** Issue 14: the platform is back: what failed to load while it was away loads again (the page's data, not the flows'). */
function useRefetchWhenRestored() {
  const queryClient = useQueryClient();
  useSessionEffect(
    ({ system }) =>
      system.on("connection", "connection.restored", () => {
        void queryClient.refetchQueries({ type: "active", predicate: (query) => query.state.status === "error" });
      }),
    [queryClient],
  );
}

/** §2.1 query actions on load: each handled once, its keys leaving the URL (tokens included, ARCHITECTURE §7). */
function useQueryActions() {
  const { input, fingerprint, system } = useSiteSession();
  const router = useRouter();
  const sitePath = useSitePath();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  useEffect(() => {
    const intent = queryActionOf(validateSiteSearch(Object.fromEntries(new URLSearchParams(searchStr))));
    if (intent === null) return;
    input({ type: "site.queryAction", action: intent, fingerprint, now: system.env.now(), loginToken: system.snapshot("session").context.token });
    const pathname = intent.kind === "login" ? sitePath("/") : router.state.location.pathname;
    const href = withoutQueryKeys(pathname, searchStr, QUERY_ACTION_KEYS[intent.kind]);
    if (href !== null) void router.navigate({ href, replace: true });
  }, [searchStr, input, fingerprint, system, router, sitePath]);
}


/**
 * A link inside a modal (e.g. the confirmation's change-e-mail link to the settings) leaves the modal behind. A
 * language switch (the same page under another prefix) keeps it: the login card offers one on mobile.
 */
function useModalClosesOnNavigation() {
  const { input } = useSiteSession();
  const page = useRouterState({ select: (state) => splitLocale(state.location.pathname).rest });
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    input({ type: "site.navigated" });
  }, [page, input]);
}

/** §2.4 a sign-up on a performer's page: the verification modal returns there once the e-mail is verified. */
function useRememberSignUpPerformer() {
  const session = useFlow("session", connectSession);
  const routeName = useCurrentRoute()?.baseName;
  const model = useParams({ strict: false, select: (params: { model?: string }) => params.model });
  const registered = session.isMember && session.justRegistered;
  useEffect(() => {
    if (!registered) return;
    const performer = performerToRemember(routeName, model);
    if (performer !== null) window.localStorage.setItem(LOCAL_STORAGE_KEYS.registerModel, performer);
    // Only the page of the sign-up counts, not the pages visited afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [registered]);
}
