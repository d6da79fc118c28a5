import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "node:http";
import { callJson, startNodeHost, type NodeTestHost } from "../testing/node-host";

// ARCHITECTURE §7: mail and payment links are built from the configured site origin, never from a request's Host.
let configured: NodeTestHost;
let unconfigured: NodeTestHost;

beforeAll(async () => {
  configured = await startNodeHost({ siteOrigin: "https://camstage.example", allowedHosts: ["alias.example:8080"] });
  unconfigured = await startNodeHost();
});
afterAll(async () => {
  await configured.close();
  await unconfigured.close();
});

/** A JSON POST with the Host header of our choosing (fetch cannot forge it). */
const postWithHost = (base: string, path: string, host: string, body: unknown, token?: string) =>
  new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const url = new URL(base);
    const payload = JSON.stringify(body);
    const headers: Record<string, string> = { Host: host, "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(payload)) };
    if (token !== undefined) headers.Authorization = `Bearer ${token}`;
    const req = request({ hostname: url.hostname, port: url.port, path, method: "POST", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on("error", reject);
    req.end(payload);
  });

const signUp = async (base: string, email: string) => {
  const registered = await callJson(base, "POST", "/api/member/member", { body: { email, password: "secret12", meta: {} } });
  expect(registered.status).toBe(200);
  return registered.body.token as string;
};
const newestMail = async (base: string, kind: string) => {
  const outbox = (await callJson(base, "GET", "/simulator/api/outbox")).body as { kind: string; link: string }[];
  return outbox.find((m) => m.kind === kind)!.link;
};
const member = { email: "x@example.com", username: "x", isVerified: false, credits: 0, favourites: [], showChangeUsername: true };

describe("links in mails and payment sessions", () => {
  it("point at the configured site origin whatever Host the request names", async () => {
    const { base } = configured;
    const token = await signUp(base, "anna@example.com");
    expect((await newestMail(base, "verification")).startsWith("https://camstage.example/?action=validate&key=")).toBe(true);
    expect((await postWithHost(base, "/api/member/forgot-password", "evil.example", { email: "anna@example.com" })).status).toBe(200);
    expect((await newestMail(base, "reset-password")).startsWith("https://camstage.example/?action=resetpassword&token=")).toBe(true);
    const payment = await postWithHost(base, "/api/member/payment/session", "evil.example:666", {
      returnUrl: "https://camstage.example/nl", paymentMethod: "ideal:INGBNL2A", member, fingerprint: "fp", bundle: 103, device: "desktop", idempotencyKey: "k1",
    }, token);
    expect(payment.status).toBe(200);
    expect(payment.body.paymentURL).toBe("https://camstage.example/simulator/pay/pay-1");
  });

  it("use a request's own origin only when its host is on the allow-list", async () => {
    const { base } = configured;
    await signUp(base, "bea@example.com");
    expect((await postWithHost(base, "/api/member/forgot-password", "alias.example:8080", { email: "bea@example.com" })).status).toBe(200);
    expect((await newestMail(base, "reset-password")).startsWith("http://alias.example:8080/?action=resetpassword&token=")).toBe(true);
  });

  it("default to the host's own address when no site origin is configured", async () => {
    const { base } = unconfigured;
    await signUp(base, "anna@example.com");
    expect((await postWithHost(base, "/api/member/forgot-password", "evil.example", { email: "anna@example.com" })).status).toBe(200);
    expect((await newestMail(base, "reset-password")).startsWith(`${base}/?action=resetpassword&token=`)).toBe(true);
    // The host's own address by another loopback name is the same site.
    const port = new URL(base).port;
    expect((await postWithHost(base, "/api/member/forgot-password", `localhost:${port}`, { email: "anna@example.com" })).status).toBe(200);
    expect((await newestMail(base, "reset-password")).startsWith(`http://localhost:${port}/?action=resetpassword&token=`)).toBe(true);
  });
});
