import { Result } from "effect";
import type { World } from "../world/world";
import type { WorldMember } from "../world/member.schema";
import type { MemberCrypto } from "./member-crypto";
import { verifyToken, type TokenUse } from "./member-token";

export type AuthProblem = "missing" | "invalid" | "expired" | "revoked" | "deleted";

export interface Authenticated {
  readonly member: WorldMember;
  readonly use: TokenUse;
}

/**
 * The member a token of one of `uses` names, checked against the world clock and revoked by a world reset or a
 * password change since it was issued (ARCHITECTURE §7): the one check behind the HTTP handlers' Bearer token and the
 * member socket's handshake (§4), so both accept and refuse the same tokens.
 */
export const authenticate = async (
  world: World, crypto: MemberCrypto, token: string, uses: readonly TokenUse[],
): Promise<Result.Result<Authenticated, AuthProblem>> => {
  if (token.trim() === "") return Result.fail("missing");
  const verified = await verifyToken(crypto, token.trim(), uses, world.getState().clock);
  if (Result.isFailure(verified)) return Result.fail(verified.failure);
  // Issued before a world reset: its member id may name someone else by now.
  if (verified.success.epoch !== world.epoch()) return Result.fail("invalid");
  // Read after the await: the member may have been deleted, or changed the password, meanwhile.
  const member = world.getState().members.find((m) => m.id === verified.success.id);
  if (member === undefined) return Result.fail("invalid");
  if (member.deleted) return Result.fail("deleted");
  if (verified.success.gen !== member.tokenGeneration) return Result.fail("revoked");
  return Result.succeed({ member, use: verified.success.use });
};

/** The member a login token names (the member calls and the member socket accept nothing else). */
export const authenticateToken = async (world: World, crypto: MemberCrypto, token: string): Promise<Result.Result<WorldMember, AuthProblem>> =>
  Result.map(await authenticate(world, crypto, token, ["login"]), ({ member }) => member);
