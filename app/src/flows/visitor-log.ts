import { dehydrate, type QueryClient } from "@tanstack/react-query";
import type { SiteSession } from "./site-session";

/** Where the simulator keeps the visitor logs QA shares (the QA API, simulator mode). */
export const VISITOR_LOGS_PATH = "/simulator/api/visitor-logs";

/** The visitor's log as QA exports it: the inputs, the page and the data it showed, no secret (ARCHITECTURE §3, §7). */
export const exportVisitorLog = (session: SiteSession, queryClient: QueryClient): Promise<string> =>
  session.exportLog({ location: `${window.location.pathname}${window.location.search}`, queries: dehydrate(queryClient) });
