import type { CallFailure } from "@camstage/core";

/** §8 a call the page does without is reported in the log with its label (the answer itself is never rendered). */
export const reportDegraded = (what: string) => (failure: CallFailure) => console.warn(`${what}: ${failure.message}`, failure);
