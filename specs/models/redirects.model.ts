import { expect, type APIRequestContext } from "@playwright/test";

/** The §2.1 legacy rules, answered by the production server as real HTTP 301s. */
export class RedirectsModel {
  constructor(
    private readonly request: APIRequestContext,
    private readonly baseURL: string,
  ) {}

  /** Requests `from` without following redirects; returns status and the Location as path + query. */
  async probe(from: string): Promise<{ status: number; location: string | null }> {
    const res = await this.request.get(from, { maxRedirects: 0 });
    const header = res.headers()["location"];
    if (header === undefined) return { status: res.status(), location: null };
    const url = new URL(header, this.baseURL + from);
    expect(url.origin, `Location of ${from} stays on the site`).toBe(new URL(this.baseURL).origin);
    return { status: res.status(), location: url.pathname + url.search };
  }

  async expectMovedPermanently(from: string, to: string): Promise<void> {
    expect(await this.probe(from), `GET ${from}`).toEqual({ status: 301, location: to });
  }
}
