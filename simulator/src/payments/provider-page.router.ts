import express, { type Router } from "express";
import type { World } from "../world/world";
import { settlePayment, settleRequestOf } from "./payment.settle";
import { messagePage, pageUrl, pendingPage, PROVIDER_PAGE_CSS, settledPage } from "./provider-page";

export { settleRequestOf } from "./payment.settle";

/**
 * The provider page of a payment session (mounted at `/simulator/pay` by the Node host): GET shows it, the form
 * posts back here and settles the session with the same world event as the QA API; then the result shows.
 */
export const createProviderPageRouter = (world: World): Router => {
  const router = express.Router();
  const html = (res: express.Response, status: number, body: string) => {
    res.status(status).type("html").set("Cache-Control", "no-store").send(body);
  };
  const find = (id: string) => world.getState().payments.find((p) => p.id === id);
  const bundleOf = (id: number) => world.getState().wallet.bundles.find((b) => b.id === id);

  router.get("/pay.css", (_req, res) => {
    res.type("text/css").set("Cache-Control", "no-cache").send(PROVIDER_PAGE_CSS);
  });

  router.get("/:id", (req, res) => {
    const session = find(req.params.id);
    if (session === undefined) return html(res, 404, messagePage("Payment not found", `There is no payment ${req.params.id}.`));
    const { wallet } = world.getState();
    html(res, 200, session.status === "pending" ? pendingPage(session, bundleOf(session.bundle), wallet) : settledPage(session, bundleOf(session.bundle), wallet));
  });

  router.post("/:id", express.urlencoded({ extended: false, limit: "10kb" }), (req, res) => {
    const request = settleRequestOf((req.body ?? {}) as Record<string, unknown>);
    if (request === undefined) return html(res, 400, messagePage("Payment not changed", "Choose Pay, Cancel, or Fail with a reason."));
    const result = settlePayment(world, req.params.id, request);
    if (result.ok) {
      // Post/redirect/get: reloading the result page does not post again.
      res.redirect(303, pageUrl(result.session.id));
      return;
    }
    if (result.problem === "unknown") return html(res, 404, messagePage("Payment not found", `There is no payment ${req.params.id}.`));
    html(res, 409, settledPage(result.session, bundleOf(result.session.bundle), world.getState().wallet, true));
  });

  return router;
};
