import type { QaResponse, QaRoutes } from "./qa-router";
import { Result, Schema } from "effect";
import { badBody, QA_LABELS, qaError } from "./qa-errors";

/** The longest outage QA can start: five minutes. */
export const MAX_OUTAGE_SECONDS = 300;

/** Body of `POST /simulator/api/outage`: how long the platform is down (1–300 s). */
export const OutageStart = Schema.Struct({ seconds: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_OUTAGE_SECONDS })) });

/** The host's platform outage as QA reaches it (the Node host's `outage`). */
export interface QaOutage {
  readonly start: (seconds: number) => number;
  readonly end: () => void;
  readonly active: () => boolean;
  readonly until: () => number | null;
}

const decodeStart = Schema.decodeUnknownResult(OutageStart);

/**
 * QA takes the platform down for a moment, as during a restart (issue 14): its calls answer 503 and the sockets drop
 * until the outage ends by itself or QA ends it. The QA API itself stays up.
 */
export const addOutageQaRoutes = (router: QaRoutes, outage?: QaOutage): void => {
  /** The outage, or undefined after answering 409 (a host without one, as `/sockets/drop` answers without sockets). */
  const available = (res: QaResponse) => {
    if (outage === undefined) qaError(res, 409, QA_LABELS.outage, "This host cannot simulate an outage");
    return outage;
  };

  router.get("/outage", (_req, res) => {
    const found = available(res);
    if (found !== undefined) res.json({ active: found.active(), until: found.until() });
  });

  router.post("/outage", (req, res) => {
    const found = available(res);
    if (found === undefined) return;
    const start = decodeStart(req.body);
    if (Result.isFailure(start)) {
      badBody(res, `Expected {"seconds": a whole number from 1 to ${MAX_OUTAGE_SECONDS}}`, start.failure.message);
      return;
    }
    res.json({ active: true, until: found.start(start.success.seconds) });
  });

  router.delete("/outage", (_req, res) => {
    const found = available(res);
    if (found === undefined) return;
    found.end();
    res.json({ active: false });
  });
};
