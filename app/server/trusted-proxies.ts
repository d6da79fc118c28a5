import net from "node:net";
import type http from "node:http";
import type { TLSSocket } from "node:tls";

/** Whether a peer address is a proxy whose X-Forwarded-* headers count. */
export type TrustedProxy = (address: string | undefined) => boolean;

/** `CAMSTAGE_TRUSTED_PROXIES`: addresses, CIDR ranges or `loopback`, separated by commas or spaces. */
export const parseTrustedProxies = (value: string | undefined): string[] => (value ?? "").split(/[\s,]+/).filter(Boolean);

/**
 * The proxies in front of the site (none by default): only their X-Forwarded-Proto says a request came over https.
 * Anyone else could claim https and get an HSTS header for a plain-http host, so nothing is trusted unless configured.
 */
export function trustedProxies(entries: readonly string[]): TrustedProxy {
  const list = new net.BlockList();
  for (const entry of entries) {
    if (entry === "loopback") {
      list.addSubnet("127.0.0.0", 8, "ipv4");
      list.addAddress("::1", "ipv6");
      continue;
    }
    const [address = "", prefix, ...rest] = entry.split("/");
    const family = net.isIP(address);
    const bits = family === 4 ? 32 : 128;
    const valid = family !== 0 && rest.length === 0 && (prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits));
    if (!valid) throw new Error(`CAMSTAGE_TRUSTED_PROXIES: "${entry}" is not an IP address, a CIDR range or "loopback"`);
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const family = address ? net.isIP(address) : 0;
    // An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d; BlockList matches it against the IPv4 rules.
    return family !== 0 && list.check(address!, family === 4 ? "ipv4" : "ipv6");
  };
}

/** https on this socket (TLS), or said so by a trusted proxy (the first X-Forwarded-Proto value, as express reads it). */
export function isHttps(req: http.IncomingMessage, trusted: TrustedProxy): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  if (!trusted(req.socket.remoteAddress)) return false;
  const header = req.headers["x-forwarded-proto"];
  const first = (Array.isArray(header) ? header[0] : header)?.split(",")[0]?.trim().toLowerCase();
  return first === "https";
}
