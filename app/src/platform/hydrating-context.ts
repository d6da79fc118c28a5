import { createContext } from "react";

/**
 * Whether the page is (or takes over) the server's HTML (hydration.tsx, `HydrationState`). A context of its own, so
 * that the production build can give it to React Aria as its "server rendering" flag too (app/vite.config.ts,
 * `DEPENDENCY_PATCHES`).
 */
export const Hydrating = createContext(false);
