import { lazy } from "react";

export const LazyQaPanel = lazy(() => import("./qa-panel-host").then((m) => ({ default: m.QaPanelHost })));
