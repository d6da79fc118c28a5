import { lazy } from "react";

// §2.6 the messenger's pop-ups and flows: a member's, with the messenger feature.
export const LazyMessengerHost = lazy(() => import("./messenger-host").then((m) => ({ default: m.MessengerHost })));
