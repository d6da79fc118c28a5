import type { HttpHandler } from "msw";
import type { World } from "../world/world";
import { createMediaHandlers } from "../media/media.handlers";
import { createPlatformHandlers } from "./platform.handlers";
import { createMemberHandlers, type MemberHandlerOptions } from "../members/member.handlers";

export { createPlatformHandlers, handlerPath, LABELS } from "./platform.handlers";
export { findPerformers, filterPerformers, defaultOrder, autocomplete, toListItem, FindQueryError } from "./performer-find";
export { createMediaHandlers } from "../media/media.handlers";

export { createMemberHandlers, MEMBER_LABELS, MAIL_SUBJECTS, verificationLink, resetPasswordLink, type MemberHandlerOptions } from "../members/member.handlers";

/** Every MSW handler of the simulator: the §7 platform and member calls and the generated media. */
export const createHandlers = (world: World, options: MemberHandlerOptions = {}): HttpHandler[] => [
  ...createPlatformHandlers(world),
  ...createMemberHandlers(world, options),
  ...createMediaHandlers(world),
];
