import type { HttpHandler } from "msw";
import type { World } from "../world/world";
import { createMediaHandlers } from "../media/media.handlers";
import { createPlatformHandlers } from "./platform.handlers";

export { createPlatformHandlers, handlerPath, LABELS } from "./platform.handlers";
export { findPerformers, filterPerformers, defaultOrder, autocomplete, toListItem, FindQueryError } from "./performer-find";
export { createMediaHandlers } from "../media/media.handlers";

/** Every MSW handler of the simulator: the §7 platform calls and the generated media. */
export const createHandlers = (world: World): HttpHandler[] => [...createPlatformHandlers(world), ...createMediaHandlers(world)];
