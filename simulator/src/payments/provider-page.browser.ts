import type { World } from "../world/world";
import { settlePayment, settleRequestOf } from "./payment.settle";
import { showHtmlPage } from "../html-page.browser";
import { PROVIDER_PAGE_BASE } from "./payment.handlers";
import { messagePage, pendingPage, PROVIDER_PAGE_CSS, settledPage } from "./provider-page";

/**
 * Issue 30: the provider's payment page in the browser host. The site opens the pay window at the page's address, as
 * it does on the Node host; there the static demo's first script finds the world in the window that opened it and
 * shows the same page (provider-page.ts) over it. Pay, Cancel and Fail settle the session with the same world event as
 * the Node host's form (payment.settle.ts), and the result shows.
 */
/** The payment a pay window's address names (`/simulator/pay/{id}`), or undefined for any other address. */
export const providerPaymentId = (pathname: string): string | undefined =>
  pathname.startsWith(`${PROVIDER_PAGE_BASE}/`) ? decodeURIComponent(pathname.slice(PROVIDER_PAGE_BASE.length + 1)) : undefined;

export const showProviderPage = (doc: Document, world: World | undefined, id: string): void => {
  if (world === undefined) {
    render(doc, messagePage("Payment not found", "Open the payment from the demo site: this window has no simulator."));
    return;
  }
  const session = world.getState().payments.find((p) => p.id === id);
  const { wallet } = world.getState();
  const bundleOf = (bundle: number) => wallet.bundles.find((b) => b.id === bundle);
  if (session === undefined) return render(doc, messagePage("Payment not found", `There is no payment ${id}.`));
  if (session.status !== "pending") return render(doc, settledPage(session, bundleOf(session.bundle), wallet));
  render(doc, pendingPage(session, bundleOf(session.bundle), wallet));
  const form = doc.querySelector("form");
  form?.addEventListener("submit", (event) => {
    event.preventDefault();
    const data = new FormData(form, event.submitter);
    const request = settleRequestOf(Object.fromEntries(data.entries()));
    if (request === undefined) return render(doc, messagePage("Payment not changed", "Choose Pay, Cancel, or Fail with a reason."));
    const result = settlePayment(world, id, request);
    if (!result.ok && result.problem === "unknown") return render(doc, messagePage("Payment not found", `There is no payment ${id}.`));
    const settled = result.ok ? result.session : result.session;
    render(doc, settledPage(settled, bundleOf(settled.bundle), world.getState().wallet, !result.ok));
  });
};

/** A page of provider-page.ts, its stylesheet inline. */
const render = (doc: Document, html: string): void => showHtmlPage(doc, html, PROVIDER_PAGE_CSS);
