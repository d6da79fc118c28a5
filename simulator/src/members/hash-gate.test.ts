import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setupServer } from "msw/node";
import { memberApi } from "@camstage/core";
import { createWorld } from "../simulated-world";
import { createHandlers } from "../simulated-handlers";
import { addMember, callEndpoint as call, type Reply } from "../testing/call-endpoint";
import { nodeMemberCrypto } from "./member-crypto-node";
import type { MemberCrypto } from "./member-crypto";

// ARCHITECTURE §7: password hashing is bounded so it cannot starve the server. The hashes here wait until the test lets
// them finish, so what is asserted is how many run at once and who is answered meanwhile, never how fast.
const base = nodeMemberCrypto("test-secret");
const pending: (() => void)[] = [];
let running = 0;
let mostAtOnce = 0;
let started = 0;
const heldCrypto: MemberCrypto = {
  ...base,
  hash: () => {
    started++;
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    return new Promise((resolve) =>
      pending.push(() => {
        running--;
        resolve("0".repeat(64));
      }),
    );
  },
};
const world = createWorld(1);
const server = setupServer(...createHandlers(world, { crypto: heldCrypto }));

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const CLIENT = "x-simulator-client-address";
const N = 100;

describe("password hashing under load", () => {
  it("runs at most 2 hashes at once, queues 8, and answers the rest 503 with Retry-After before any hash ends", async () => {
    for (let id = 1; id <= N; id++) world.dispatch({ type: "member.registered", id, email: `m${id}@example.com`, username: `member${id}`, salt: "s", passwordHash: "h" });
    const token = await addMember(world, base, N + 1);
    const answered: Reply[] = [];
    // Every login from its own client and for its own account: no rate limit applies, only the hashing bound.
    const logins = Array.from({ length: N }, (_, i) =>
      call(memberApi.login, { body: { username: `m${i + 1}@example.com`, password: "wrong123" }, headers: { [CLIENT]: `10.3.0.${i}` } }).then((reply) => {
        answered.push(reply);
        return reply;
      }),
    );
    // Wait (no time limit of the test's own) until every login is either answered or hashing.
    await vi.waitFor(() => expect(answered.length + started).toBeGreaterThanOrEqual(N - 8), { timeout: 20_000, interval: 5 });
    expect(started).toBe(2);
    expect(answered).toHaveLength(N - 10);
    for (const reply of answered) {
      expect(reply).toMatchObject({ status: 503, label: "serviceUnavailable.busy" });
      expect(reply.headers.get("retry-after")).toBe("1");
    }
    // Other requests are answered meanwhile.
    expect(await call(memberApi.credits, { token })).toMatchObject({ status: 200, body: { credits: 0 } });
    expect(await call(memberApi.basicInfo, { token })).toMatchObject({ status: 200 });

    await vi.waitFor(
      () => {
        while (pending.length > 0) pending.shift()!();
        expect(answered).toHaveLength(N);
      },
      { timeout: 20_000, interval: 5 },
    );
    const replies = await Promise.all(logins);
    expect(replies.filter((r) => r.status === 400)).toHaveLength(10);
    expect(mostAtOnce).toBe(2);
    expect(started).toBe(10);
  });
});
