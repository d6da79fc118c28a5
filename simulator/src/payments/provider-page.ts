import { centsToEuro, failReasonText, type Bundle } from "@camstage/core";
import { PROVIDER_PAGE_BASE } from "./payment.handlers";
import { findPaymentMethod } from "./payment.catalogue";
import { sessionCredits } from "./payment.reducer";
import { FAIL_REASONS, type PaymentSession, type WalletSettings } from "./payment.schema";

/**
 * The simulated payment provider's page (§2.5: the payment window first shows a loading text). Plain HTML and a
 * stylesheet, no scripts: the CSP allows no inline script, and forms post back to the same origin.
 */
export const PROVIDER_PAGE_CSS_PATH = `${PROVIDER_PAGE_BASE}/pay.css`;
export const LOADING_TEXT = "Loading payment…";
export const CLOSE_TEXT = "You can close this window.";

const REASON_NAMES: Readonly<Record<number, string>> = {
  100: "Default", 299: "Anti-fraud", 300: "Failed", 302: "Rejected", 308: "Expired", 309: "Cancelled",
};

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
const euro = (cents: number) => new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" }).format(centsToEuro(cents));
const minutes = (credits: number) => `${credits / 60} minutes`;
export const pageUrl = (id: string) => `${PROVIDER_PAGE_BASE}/${encodeURIComponent(id)}`;

const LOCK = `<svg class="lock" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Zm3 3.5a1.5 1.5 0 0 1 .75 2.8V18h-1.5v-1.7A1.5 1.5 0 0 1 12 13.5Z"/></svg>`;

const page = (title: string, main: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(title)}</title>
<link rel="stylesheet" href="${PROVIDER_PAGE_CSS_PATH}">
</head>
<body>
<main class="card">
<header class="head">${LOCK}<div><h1>Secure payment</h1><p class="sub">Simulated payment provider · no real money is charged</p></div></header>
${main}
</main>
</body>
</html>
`;

const orderList = (session: PaymentSession, bundle: Bundle | undefined, wallet: WalletSettings) => {
  const method = findPaymentMethod(wallet, session.paymentMethod);
  const methodText = method === undefined ? session.paymentMethod : [method.option.name, method.subOption].filter((part) => part !== null).join(" · ");
  const bonus = session.bonus > 0 ? ` + ${session.bonus} bonus minutes` : "";
  return `<dl class="order-lines">
<div><dt>Bundle</dt><dd>${escape(bundle?.name ?? `Bundle ${session.bundle}`)}</dd></div>
<div><dt>Chat time</dt><dd>${escape(minutes(session.credits))}${escape(bonus)}</dd></div>
<div><dt>Payment method</dt><dd>${escape(methodText)}</dd></div>
<div class="total"><dt>Total</dt><dd>${escape(euro(session.cost))}</dd></div>
</dl>`;
};

/** A pending session: the loading text for about a second (CSS), then the order with Pay, Cancel and Fail. */
export const pendingPage = (session: PaymentSession, bundle: Bundle | undefined, wallet: WalletSettings): string => {
  const reasons = FAIL_REASONS.map((code) => `<option value="${code}">${escape(`${REASON_NAMES[code] ?? "Reason"} (${code})`)}</option>`).join("");
  return page(
    `Secure payment · ${euro(session.cost)}`,
    `<div class="stage">
<p class="loading" role="status"><span class="spinner" aria-hidden="true"></span>${LOADING_TEXT}</p>
<section class="order" aria-labelledby="order-title">
<h2 id="order-title">Your order</h2>
${orderList(session, bundle, wallet)}
<form method="post" action="${escape(pageUrl(session.id))}">
<div class="actions">
<button type="submit" name="outcome" value="success" class="pay">Pay ${escape(euro(session.cost))}</button>
<button type="submit" name="outcome" value="cancel" class="secondary">Cancel</button>
</div>
<fieldset class="fail">
<legend>Test a failed payment</legend>
<label for="reason">Reason</label>
<select id="reason" name="reason">${reasons}</select>
<button type="submit" name="outcome" value="failed" class="secondary">Fail</button>
</fieldset>
</form>
<p class="ref">Payment reference ${escape(session.id)}</p>
</section>
</div>`,
  );
};

/** A settled session: what happened, and that the window may be closed (the site closes it itself, §4). */
export const settledPage = (session: PaymentSession, bundle: Bundle | undefined, wallet: WalletSettings, alreadySettled = false): string => {
  const success = session.status === "success";
  const cancelled = session.reason === 309;
  const title = success ? "Payment successful" : cancelled ? "Payment cancelled" : "Payment failed";
  const detail = success
    ? `${sessionCredits(session)} credits (${minutes(sessionCredits(session))}) were added to your account.`
    : `Reason: ${REASON_NAMES[session.reason ?? 100] ?? "Default"} (${session.reason ?? 100}, ${failReasonText(session.reason)}).`;
  return page(
    title,
    `<section class="result ${success ? "ok" : "ko"}" aria-labelledby="result-title">
<h2 id="result-title">${escape(title)}</h2>
${alreadySettled ? `<p class="note">This payment was already settled; nothing was changed.</p>` : ""}
<p role="status">${escape(detail)} ${CLOSE_TEXT}</p>
${orderList(session, bundle, wallet)}
<p class="ref">Payment reference ${escape(session.id)}</p>
</section>`,
  );
};

export const messagePage = (title: string, text: string): string =>
  page(title, `<section class="result ko" aria-labelledby="result-title"><h2 id="result-title">${escape(title)}</h2><p>${escape(text)}</p></section>`);

export const PROVIDER_PAGE_CSS = `:root {
  color-scheme: light;
  --bg: #eef1f5; --card: #ffffff; --text: #1b2430; --muted: #5b6675; --line: #d9dee6; --accent: #1f6feb; --accent-text: #ffffff;
  --ok: #137a3b; --ko: #b42318; --radius: 12px;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--text); display: grid; place-items: start center; padding: 2rem 1rem; }
.card { width: min(100%, 440px); background: var(--card); border: 1px solid var(--line); border-radius: var(--radius); box-shadow: 0 8px 28px rgba(27, 36, 48, 0.08); padding: 1.5rem; }
.head { display: flex; gap: 0.75rem; align-items: center; border-bottom: 1px solid var(--line); padding-bottom: 1rem; margin-bottom: 1rem; }
.lock { color: var(--ok); flex: none; }
h1 { font-size: 1.2rem; margin: 0; }
h2 { font-size: 1.05rem; margin: 0 0 0.75rem; }
.sub { margin: 0.15rem 0 0; color: var(--muted); font-size: 0.85rem; }
.stage { display: grid; }
.stage > * { grid-area: 1 / 1; }
/* §2.5 the payment window first shows a loading text; about a second later the order replaces it. */
.loading { align-self: start; justify-self: center; display: flex; gap: 0.6rem; align-items: center; margin: 2rem 0; color: var(--muted); animation: hide 0s linear 1s forwards; }
.order { visibility: hidden; animation: show 0s linear 1s forwards; }
@keyframes hide { to { visibility: hidden; } }
@keyframes show { to { visibility: visible; } }
.spinner { width: 1.1rem; height: 1.1rem; border-radius: 50%; border: 2px solid var(--line); border-top-color: var(--accent); animation: spin 0.8s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation: none; } }
.order-lines { margin: 0 0 1.25rem; }
.order-lines div { display: flex; justify-content: space-between; gap: 1rem; padding: 0.45rem 0; border-bottom: 1px solid var(--line); }
.order-lines dt { color: var(--muted); }
.order-lines dd { margin: 0; text-align: right; }
.order-lines .total { font-weight: 700; border-bottom: 0; font-size: 1.05rem; }
.actions { display: grid; grid-template-columns: 2fr 1fr; gap: 0.6rem; }
button, select { font: inherit; border-radius: 8px; padding: 0.65rem 0.9rem; border: 1px solid var(--line); background: var(--card); color: var(--text); }
button { cursor: pointer; }
button.pay { background: var(--accent); border-color: var(--accent); color: var(--accent-text); font-weight: 700; }
button:focus-visible, select:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.fail { margin: 1.25rem 0 0; border: 1px dashed var(--line); border-radius: 8px; padding: 0.75rem; display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
.fail legend { color: var(--muted); font-size: 0.85rem; padding: 0 0.3rem; }
.fail select { flex: 1; min-width: 10rem; }
.ref { color: var(--muted); font-size: 0.8rem; margin: 1rem 0 0; }
.result h2 { font-size: 1.15rem; }
.result.ok h2 { color: var(--ok); }
.result.ko h2 { color: var(--ko); }
.note { background: #fff4e5; border-radius: 8px; padding: 0.5rem 0.75rem; }
`;
