import { afterAll, afterEach, beforeAll } from "vitest";
import { setupServer } from "msw/node";
import { createWorld } from "../simulated-world";
import { createHandlers } from "../simulated-handlers";
import { nodeMemberCrypto } from "../members/member-crypto-node";

/**
 * A test file's simulated platform: the seeded world behind the MSW handlers in Node, listening for the file's tests
 * and put back to its seed after each one.
 */
export function mswWorld() {
  const crypto = nodeMemberCrypto("test-secret");
  const world = createWorld(1);
  const server = setupServer(...createHandlers(world, { crypto }));
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => world.dispatch({ type: "world.reset" }));
  afterAll(() => server.close());
  return { world, crypto, server };
}
