import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { createStandaloneSimulator, DEFAULT_SITE_ORIGIN, rewriteLinks, standaloneEnvOptions } from "./standalone";

// Issue 14: the simulator run alone is a platform on its own origin; the site calls it from another.
const SITE = "http://127.0.0.1:5312";
let standalone: ReturnType<typeof createStandaloneSimulator>;
let base = "";

beforeAll(async () => {
  standalone = createStandaloneSimulator({ siteOrigin: SITE, corsOrigins: [SITE, "https://other-brand.example"] }, () => {});
  await new Promise<void>((resolve) => standalone.server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(standalone.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await standalone.host.close();
  await new Promise((resolve) => standalone.server.close(resolve));
});

const preflight = (path: string, origin: string) =>
  fetch(`${base}${path}`, {
    method: "OPTIONS",
    headers: { Origin: origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization,content-type,x-api-key" },
  });

describe("the simulator on its own (npm run simulator)", () => {
  it("reads the site's origin and the other allowed origins from the environment", () => {
    expect(standaloneEnvOptions({})).toEqual({ siteOrigin: DEFAULT_SITE_ORIGIN, corsOrigins: [DEFAULT_SITE_ORIGIN] });
    expect(standaloneEnvOptions({ CAMSTAGE_SITE_ORIGIN: SITE, CAMSTAGE_CORS_ORIGINS: " https://a.example, ,http://127.0.0.1:5312" })).toEqual({
      siteOrigin: SITE,
      corsOrigins: [SITE, "https://a.example"],
    });
  });

  it("answers a configured site's preflight and calls as a platform would: its origin echoed, the site's headers allowed", async () => {
    const answer = await preflight("/api/member/user/login", SITE);
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(answer.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
    expect(answer.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("x-api-key");
    expect(answer.headers.get("vary")).toContain("Origin");
    const call = await fetch(`${base}/api/whitelabel/common/configuration.json`, { headers: { Origin: "https://other-brand.example", "X-Api-Key": "camstage-web" } });
    expect(call.status).toBe(200);
    expect(call.headers.get("access-control-allow-origin")).toBe("https://other-brand.example");
  });

  it("gives no other origin leave to read it", async () => {
    const answer = await preflight("/api/member/user/login", "https://evil.example");
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    const call = await fetch(`${base}/api/whitelabel/common/configuration.json`, { headers: { Origin: "https://evil.example" } });
    expect(call.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers the site's calls during an outage with a 503 it can read: its origin echoed, Retry-After exposed (issue 14)", async () => {
    standalone.host.outage.start(30);
    try {
      const call = await fetch(`${base}/api/whitelabel/common/configuration.json`, { headers: { Origin: SITE, "X-Api-Key": "camstage-web" } });
      expect(call.status).toBe(503);
      expect(call.headers.get("access-control-allow-origin")).toBe(SITE);
      expect(call.headers.get("access-control-expose-headers")?.toLowerCase()).toContain("retry-after");
      expect(Number(call.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(await call.json()).toEqual({ label: "server.unavailable" });
      const handshake = await fetch(`${base}/socket.io/?EIO=4&transport=polling`, { headers: { Origin: SITE } });
      expect(handshake.status).toBe(403);
      expect(handshake.headers.get("access-control-allow-origin")).toBe(SITE);
      await handshake.body?.cancel();
    } finally {
      standalone.host.outage.end();
    }
    expect((await fetch(`${base}/api/whitelabel/common/configuration.json`, { headers: { Origin: SITE } })).status).toBe(200);
  });

  it("lets the site open its sockets (socket.io's handshake carries the CORS answer)", async () => {
    const handshake = await fetch(`${base}/socket.io/?EIO=4&transport=polling`, { headers: { Origin: SITE } });
    expect(handshake.status).toBe(200);
    expect(handshake.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(await handshake.text()).toMatch(/"sid"/);
  });

  it("names its pictures and payment pages on its own origin, as a platform with its files elsewhere would", async () => {
    expect(rewriteLinks('{"a":"/simulator/media/x.svg","p":"http://site.example/simulator/pay/1","t":"/simulator"}', "http://sim:1", "http://site.example")).toBe(
      '{"a":"http://sim:1/simulator/media/x.svg","p":"http://sim:1/simulator/pay/1","t":"/simulator"}',
    );
    const answer = await fetch(`${base}/api/whitelabel/common/configuration.json`, { headers: { Origin: SITE } });
    const text = await answer.text();
    expect(text).toContain(`"${base}/simulator/media/`);
    expect(text).not.toContain('"/simulator/media/');
    expect(Number(answer.headers.get("content-length"))).toBe(Buffer.byteLength(text));
  });

  it("keeps the QA console and API here, and the console at the root", async () => {
    const root = await fetch(`${base}/`, { redirect: "manual" });
    expect(root.status).toBe(302);
    expect(root.headers.get("location")).toBe("/simulator");
    const performers = await fetch(`${base}/simulator/api/performers`);
    expect(performers.status).toBe(200);
    expect(((await performers.json()) as unknown[]).length).toBeGreaterThan(0);
  });
});
