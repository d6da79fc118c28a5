// §9 tips. A module of their own: the first page's chunk holds `constants.ts`, and only the live room needs these
// (a module lands whole in one chunk, ARCHITECTURE §6).

/** Chat tips (first listing of §9). */
export const CHAT_TIPS = [
  { name: "rose", amount: 50 },
  { name: "kiss", amount: 150 },
  { name: "loving", amount: 350 },
  { name: "love", amount: 500 },
  { name: "rock it", amount: 1000 },
  { name: "diamond", amount: 2500 },
] as const;
export type ChatTipName = (typeof CHAT_TIPS)[number]["name"];

/** Member tips (second listing). §9 calls the last one "present"; §3 names that kind `gift`. */
export const MEMBER_TIPS = [
  { kind: "wink", amount: 50 },
  { kind: "kiss", amount: 150 },
  { kind: "drink", amount: 350 },
  { kind: "heart", amount: 500 },
  { kind: "gift", amount: 1000 },
] as const;

/**
 * Toy tips replace the normal tips while the toy is active. `vibration` is the vibration time in seconds
 * (§3 calls it the duration); the §3 intensities follow the amounts in order.
 */
export const TOY_TIPS = [
  { amount: 50, vibration: 1, intensity: "low" },
  { amount: 150, vibration: 3, intensity: "normal" },
  { amount: 300, vibration: 6, intensity: "medium" },
  { amount: 500, vibration: 10, intensity: "hard" },
  { amount: 1000, vibration: 20, intensity: "extreme" },
] as const;

export const CUSTOM_TIP_MIN = 100;
export const CUSTOM_TIP_MAX = 100000;
