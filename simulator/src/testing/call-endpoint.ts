import { Result, Schema } from "effect";
import { fillPath, SIMULATOR_BASES, stringifyQuery, type AnyEndpoint, type QueryRecord } from "@camstage/core";
import type { World } from "../world/world";
import type { MemberCrypto } from "../members/member-crypto";
import { expiryFrom, LOGIN_TOKEN_TTL_S, signToken } from "../members/member-token";

/** Test support: calls against the simulator's handlers, and members without the cost of hashing a password. */
export const TEST_ORIGIN = "http://sim.test";

export interface Reply {
  readonly status: number;
  readonly body: unknown;
  readonly label: string | undefined;
  readonly headers: Headers;
}

/** Calls an endpoint under `msw/node`; a 200 must decode with the endpoint's output schema. */
export const callEndpoint = async (
  endpoint: AnyEndpoint,
  {
    body, query, token, rawBody, params = {}, headers: extra = {},
  }: { body?: unknown; query?: QueryRecord; token?: string; rawBody?: string; params?: Record<string, string | number>; headers?: Record<string, string> } = {},
): Promise<Reply> => {
  const path = Result.getOrThrow(fillPath(endpoint.path, params));
  const url = `${TEST_ORIGIN}${SIMULATOR_BASES[endpoint.api]}${path}${query ? `?${stringifyQuery(query)}` : ""}`;
  const headers: Record<string, string> = { Accept: "application/json", ...extra };
  const payload = rawBody ?? (body !== undefined ? JSON.stringify(body) : undefined);
  if (payload !== undefined) headers["Content-Type"] = "application/json";
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: endpoint.method, headers, ...(payload !== undefined ? { body: payload } : {}) });
  const json: unknown = await response.json();
  if (response.status === 200) return { status: 200, body: Schema.decodeUnknownSync(endpoint.output)(json), label: undefined, headers: response.headers };
  return { status: response.status, body: json, label: (json as { label?: string }).label, headers: response.headers };
};

/** A login token for member `id` as it is now (its token generation, the world's epoch). */
export const loginTokenFor = (world: World, crypto: MemberCrypto, id: number): Promise<string> => {
  const gen = world.getState().members.find((m) => m.id === id)?.tokenGeneration ?? 0;
  return signToken(crypto, { id, exp: expiryFrom(world.getState().clock, LOGIN_TOKEN_TTL_S), use: "login", gen, epoch: world.epoch() });
};

/** Registers member `id` straight into the world and signs a login token for it. */
export const addMember = async (world: World, crypto: MemberCrypto, id: number): Promise<string> => {
  world.dispatch({ type: "member.registered", id, email: `m${id}@example.com`, username: `member${id}`, salt: "s", passwordHash: "h" });
  return loginTokenFor(world, crypto, id);
};

export const creditsOf = (world: World, id: number): number => world.getState().members.find((m) => m.id === id)?.credits ?? Number.NaN;
