import type { Api } from "./endpoints";

/**
 * Where the simulator serves each API: endpoints live at base + path (same origin as the site). A module of its own:
 * the first page reads it without loading the client and its schemas (ARCHITECTURE §6).
 */
export const SIMULATOR_BASES: Record<Api, string> = {
  member: "/api/member",
  performer: "/api/performer",
  chat: "/api/chat",
  whitelabel: "/api/whitelabel",
  geo: "/api/geo",
};
