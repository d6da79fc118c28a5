import { Result } from "effect";
import type { World } from "../world/world";
import type { WorldMember } from "../world/member.schema";
import type { MemberCrypto } from "./member-crypto";
import { verifyToken } from "./member-token";

export type AuthProblem = "missing" | "invalid" | "expired" | "deleted";

/**
 * The member a login token names, checked against the world clock: the one check behind the HTTP handlers'
 * Bearer token and the member socket's handshake (§4), so both accept and refuse the same tokens.
 */
export const authenticateToken = async (world: World, crypto: MemberCrypto, token: string): Promise<Result.Result<WorldMember, AuthProblem>> => {
  if (token.trim() === "") return Result.fail("missing");
  const verified = await verifyToken(crypto, token.trim(), "login", world.getState().clock);
  if (Result.isFailure(verified)) return Result.fail(verified.failure);
  // Read after the await: the member may have been deleted meanwhile.
  const member = world.getState().members.find((m) => m.id === verified.success.id);
  if (member === undefined) return Result.fail("invalid");
  return member.deleted ? Result.fail("deleted") : Result.succeed(member);
};
