import { Schema } from "effect";
import { readTokenPayload } from "@camstage/core";
import type { MemberCrypto } from "../members/member-crypto";
import { hasValidSignature, signPayload } from "../members/member-token";

/** How long a join token may be used (and reused for rejoins after a drop), and an auth token lives (seconds). */
export const CHAT_TOKEN_TTL_S = 6 * 60 * 60;

/**
 * §3 the join token (decodable, names the performer): which performer's room, for which member (null: a guest),
 * and the client it makes — a rejoin with the same token is the same client, so a reconnect is not a new viewer.
 * `epoch`: a world reset revokes it (DESIGN §7).
 */
export const ChatJoinClaims = Schema.Struct({
  use: Schema.Literal("chatJoin"),
  performer: Schema.String,
  performerId: Schema.Int,
  member: Schema.NullOr(Schema.Int),
  clientId: Schema.String,
  exp: Schema.Number,
  epoch: Schema.Number,
});
export type ChatJoinClaims = typeof ChatJoinClaims.Type;

/** §3 the auth token (decodable): `meta.type` 'vip' for a VIP session, the client id, and what the engine needs. */
export const ChatAuthClaims = Schema.Struct({
  use: Schema.Literal("chatAuth"),
  meta: Schema.Struct({ type: Schema.Literals(["chat", "vip"]) }),
  performer: Schema.String,
  member: Schema.NullOr(Schema.Int),
  clientId: Schema.String,
  exp: Schema.Number,
  epoch: Schema.Number,
});
export type ChatAuthClaims = typeof ChatAuthClaims.Type;

export const signChatToken = (crypto: MemberCrypto, claims: ChatJoinClaims | ChatAuthClaims): Promise<string> => signPayload(crypto, claims);

/** The claims of a chat token signed by this world, of this epoch and not expired; undefined otherwise. */
export const verifyChatToken = async <S extends typeof ChatJoinClaims | typeof ChatAuthClaims>(
  crypto: MemberCrypto, schema: S, token: string, nowMs: number, epoch: number,
): Promise<S["Type"] | undefined> => {
  if (!(await hasValidSignature(crypto, token))) return undefined;
  const decoded = Schema.decodeUnknownOption(schema)(readTokenPayload(token));
  if (decoded._tag === "None") return undefined;
  const claims = decoded.value as S["Type"];
  return claims.epoch === epoch && claims.exp * 1000 > nowMs ? claims : undefined;
};
