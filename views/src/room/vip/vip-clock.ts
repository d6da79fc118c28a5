import { useEffect, useState } from "react";

/**
 * The time now, from the given clock, rendered again each second while `ticking` (a running show's time and cost).
 * The clock is injected (stories and tests hold it still); the site's is `Date.now`.
 */
export function useTickingNow(ticking: boolean, now: () => number): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now();
}

/** Whole seconds since `startedAt` (never below 0: the platform's clock may run ahead of this one). */
export const elapsedSeconds = (startedAt: number, now: number): number => Math.max(0, Math.floor((now - startedAt) / 1000));

/** A show's time as mm:ss, or h:mm:ss from an hour on. */
export function formatElapsed(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** §9 VIP is paid by the minute: every started minute counts (the first one from the start). */
export const vipCreditsSpent = (seconds: number, price: number): number => Math.max(1, Math.ceil(seconds / 60)) * price;
