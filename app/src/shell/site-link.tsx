import type { MouseEvent } from "react";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { isSameOriginTarget } from "@camstage/core";
import type { LinkRenderProps } from "@camstage/views";
import { withBaseQuery } from "../platform/base-query";

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * The router's link for views (they import no router): a real anchor whose internal targets carry the base
 * query, navigate client-side and preload their route on intent.
 */
export function SiteLink({ href, onClick, onMouseEnter, onFocus, target, children, ...rest }: LinkRenderProps) {
  const router = useRouter();
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const internal = isSameOriginTarget(href) && !href.startsWith("#");
  const to = withBaseQuery(href, search);
  const preload = () => {
    if (internal) router.preloadRoute({ href: to } as Parameters<typeof router.preloadRoute>[0]).catch(() => undefined);
  };
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !internal || target || !isPlainLeftClick(event)) return;
        event.preventDefault();
        void router.navigate({ href: to });
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        preload();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preload();
      }}
    >
      {children}
    </a>
  );
}
