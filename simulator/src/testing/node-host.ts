import { afterAll, beforeAll, beforeEach } from "vitest";
import express from "express";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mountSimulator, type SimulatorHost, type SimulatorOptions } from "../host/mount-simulator";

export interface NodeTestHost {
  /** `http://127.0.0.1:<port>` of the running host. */
  readonly base: string;
  readonly host: SimulatorHost;
  close(): Promise<void>;
}

/**
 * Test support: the Node host (fixed clock, quiet log) on a free loopback port. Requests it does not answer fall
 * through to a site stand-in that answers 418 "site".
 */
export async function startNodeHost(options: SimulatorOptions = {}): Promise<NodeTestHost> {
  const app = express();
  const server = createServer(app);
  const host = mountSimulator(app, server, { clock: "fixed", log: () => {}, ...options });
  app.use((_req, res) => res.status(418).send("site"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    host,
    async close() {
      await host.close();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A JSON call to the host, with an optional member token; a string body is sent as it is. */
export async function callJson(
  base: string, method: string, path: string, { body, token, headers: extra = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { Accept: "application/json", ...extra };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  const payload = body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) };
  const response = await fetch(`${base}${path}`, { method, headers, ...payload });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & unknown[] };
}

/**
 * A test file's Node host: started before its tests, its world reset before each, closed after. `qa` calls the QA API
 * (`/simulator/api` + path); `node()` is the host (after the file's tests have started).
 */
export function qaHostForTests(options: SimulatorOptions = {}) {
  let node: NodeTestHost | undefined;
  const started = (): NodeTestHost => {
    if (!node) throw new Error("qaHostForTests: the host starts before the file's tests");
    return node;
  };
  beforeAll(async () => {
    node = await startNodeHost(options);
  });
  afterAll(async () => {
    await node?.close();
  });
  beforeEach(() => {
    started().host.world.dispatch({ type: "world.reset" });
  });
  return {
    node: started,
    qa: (method: string, path: string, body?: unknown) => callJson(started().base, method, `/simulator/api${path}`, body === undefined ? {} : { body }),
  };
}
