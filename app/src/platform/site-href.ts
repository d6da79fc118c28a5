/** A platform link: absolute ones as they are, site paths (`/?action=register`) under the visitor's language. */
export function siteHref(link: string, sitePath: (rest: string) => string): string {
  if (/^https?:\/\//i.test(link)) return link;
  const url = new URL(link, "http://site.invalid");
  return `${sitePath(url.pathname)}${url.search}`;
}
