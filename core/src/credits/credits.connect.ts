import type { SnapshotFrom } from "xstate";
import { isLowBalance, wholeMinutes } from "../constants/credits";
import type { CreditsEvent } from "./credits.schema";
import type { creditsMachine } from "./credits.machine";

export type CreditsSnapshot = SnapshotFrom<typeof creditsMachine>;

export function connectCredits(snapshot: CreditsSnapshot, _send: (event: CreditsEvent) => void) {
  const { balance } = snapshot.context;
  const credits = balance ?? 0;
  return {
    isKnown: balance !== null,
    balance,
    /** §1 credits are shown as minutes. */
    minutes: wholeMinutes(credits),
    /** §9 the credits button switches state at 500 credits or fewer. */
    isLow: balance !== null && isLowBalance(balance),
    isEmpty: balance !== null && balance === 0,
    /** Whether a price in credits can be paid from the balance (messages, tips, VIP). */
    canAfford: (price: number) => balance !== null && balance >= price,
  };
}
export type CreditsConnect = ReturnType<typeof connectCredits>;
