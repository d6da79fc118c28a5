import { Component, useEffect, useState, type ReactNode } from "react";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { ErrorPage } from "@camstage/views";
import { browserReloadDeps, isChunkLoadError, reloadAfterChunkError } from "../errors/chunk-reload";
import { useSitePath } from "../site/site-hooks";
import { usePageMeta } from "../theme/page-meta";

/** The status an error stands for: a platform answer's status, else 500 (§8 default). */
export const statusOf = (error: unknown): number => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
};

/** §8 error while showing the error page: a fallback message with a link home. */
class ErrorFallback extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function PlainFallback() {
  return (
    <p style={{ padding: "2rem", textAlign: "center" }}>
      Er ging iets mis. / Something went wrong. <a href="/">Home</a>
    </p>
  );
}

/** §2.3/§8 the error page with its title: 'Page not found' for 404, 'Something went wrong' otherwise. */
function TitledErrorPage({ status }: { status: number }) {
  const { t } = useLingui();
  const sitePath = useSitePath();
  usePageMeta(status === 404 ? t`Page not found` : t`Something went wrong`);
  return <ErrorPage status={status} homeHref={sitePath("/")} />;
}

/** The error page for a status; the plain fallback when it cannot be shown. Its code loads with it (route-tree.tsx). */
export function ErrorScreen({ status }: { status: number }) {
  return (
    <ErrorFallback fallback={<PlainFallback />}>
      <TitledErrorPage status={status} />
    </ErrorFallback>
  );
}

/** §8 route errors; a failed chunk load reloads the page instead (at most once per minute). */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const [reloading] = useState(() => isChunkLoadError(error) && reloadAfterChunkError(browserReloadDeps()));
  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);
  if (reloading) return null;
  return <ErrorScreen status={statusOf(error)} />;
}
