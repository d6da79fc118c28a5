import { Schema } from "effect";
import { readTokenPayload } from "@camstage/core";
import type { MemberCrypto } from "../members/member-crypto";
import type { WorldMember } from "../world/member.schema";
import { hasValidSignature, signPayload } from "../members/member-token";

/** How long a join token may be used (and reused for rejoins after a drop), and an auth token lives (seconds). */
export const CHAT_TOKEN_TTL_S = 6 * 60 * 60;

/**
 * §3 the join token (decodable, names the performer): which performer's room, for which member (null: a guest),
 * and the client it makes — a rejoin with the same token is the same client, so a reconnect is not a new viewer.
 * `epoch`: a world reset revokes it (ARCHITECTURE §7); `gen`: see {@link stillHeld}.
 */
export const ChatJoinClaims = Schema.Struct({
  use: Schema.Literal("chatJoin"),
  performer: Schema.String,
  performerId: Schema.Int,
  member: Schema.NullOr(Schema.Int),
  gen: Schema.NullOr(Schema.Int),
  clientId: Schema.String,
  exp: Schema.Number,
  epoch: Schema.Number,
  /** §2.1 the visitor asked for the no-nude site: the room's stream is the covered one. */
  nonude: Schema.optional(Schema.Boolean),
});
export type ChatJoinClaims = typeof ChatJoinClaims.Type;

/** §3 the auth token (decodable): `meta.type` 'vip' for a VIP session, the client id, and what the engine needs. */
export const ChatAuthClaims = Schema.Struct({
  use: Schema.Literal("chatAuth"),
  meta: Schema.Struct({ type: Schema.Literals(["chat", "vip"]) }),
  performer: Schema.String,
  member: Schema.NullOr(Schema.Int),
  gen: Schema.NullOr(Schema.Int),
  clientId: Schema.String,
  exp: Schema.Number,
  epoch: Schema.Number,
});
export type ChatAuthClaims = typeof ChatAuthClaims.Type;

export const signChatToken = (crypto: MemberCrypto, claims: ChatJoinClaims | ChatAuthClaims): Promise<string> => signPayload(crypto, claims);

/** The token generation a chat token of `member` carries (null for a guest), as her login token does (ARCHITECTURE §7). */
export const generationOf = (members: readonly WorldMember[], member: number | null): number | null =>
  member === null ? null : (members.find((m) => m.id === member)?.tokenGeneration ?? null);

/**
 * Issue 27: whether the member a chat token names still holds it. A guest's token, always; a member's, while her account
 * lives and her password is the one it was issued under: a password change or reset (both bump her token generation)
 * and a deletion revoke her chat tokens with her login token (ARCHITECTURE §7).
 */
export const stillHeld = (claims: { readonly member: number | null; readonly gen: number | null }, members: readonly WorldMember[]): boolean => {
  if (claims.member === null) return true;
  const member = members.find((m) => m.id === claims.member);
  return member !== undefined && !member.deleted && member.tokenGeneration === claims.gen;
};

/** The claims of a chat token signed by this world, of this epoch, not expired and still held; undefined otherwise. */
export const verifyChatToken = async <S extends typeof ChatJoinClaims | typeof ChatAuthClaims>(
  crypto: MemberCrypto, schema: S, token: string, nowMs: number, world: { readonly epoch: number; readonly members: readonly WorldMember[] },
): Promise<S["Type"] | undefined> => {
  if (!(await hasValidSignature(crypto, token))) return undefined;
  const decoded = Schema.decodeUnknownOption(schema)(readTokenPayload(token));
  if (decoded._tag === "None") return undefined;
  const claims = decoded.value as S["Type"];
  return claims.epoch === world.epoch && claims.exp * 1000 > nowMs && stillHeld(claims, world.members) ? claims : undefined;
};
