/** A web-mail service the forgot-password confirmation can open (§2.4). Presentation data, not a rule. */
export type WebMail = { name: string; href: string };

const GMAIL: WebMail = { name: "Gmail", href: "https://mail.google.com" };
const OUTLOOK: WebMail = { name: "Outlook", href: "https://outlook.live.com" };
const YAHOO: WebMail = { name: "Yahoo Mail", href: "https://mail.yahoo.com" };

/** Provider name (the domain's first label) with a top-level domain of one or two parts (hotmail.co.uk). */
const PROVIDERS: ReadonlyArray<[RegExp, WebMail]> = [
  [/^(gmail|googlemail)\.com$/, GMAIL],
  [/^(outlook|hotmail|live|msn)(\.[a-z]{2,3}){1,2}$/, OUTLOOK],
  [/^(yahoo|ymail)(\.[a-z]{2,3}){1,2}$/, YAHOO],
];

/** The web mail of an e-mail address's domain, or null (a username, an unknown domain). */
export function webMailFor(email: string | null): WebMail | null {
  if (!email) return null;
  const at = email.lastIndexOf("@");
  if (at < 0) return null;
  const domain = email.slice(at + 1).trim().toLowerCase();
  return PROVIDERS.find(([pattern]) => pattern.test(domain))?.[1] ?? null;
}
