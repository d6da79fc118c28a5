import type { MemberBasicInfo } from "@camstage/core";
import type { WorldMember } from "../world/member.schema";

export const lower = (text: string) => text.trim().toLowerCase();

/** A member's basic info, as the member API answers it. */
export const basicInfo = (member: WorldMember): MemberBasicInfo => ({
  email: member.email,
  username: member.username,
  capName: member.username.charAt(0).toUpperCase() + member.username.slice(1),
  isVerified: member.verified,
  credits: member.credits,
  lander: null,
  endUserText: null,
  favourites: member.favourites.map((performerId) => ({ performerId })),
  msgOnLogin: null,
  // §6 the change-username prompt is for members whose username is still their e-mail.
  showChangeUsername: lower(member.username) === lower(member.email),
});
