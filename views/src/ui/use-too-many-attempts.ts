import { useLingui } from "@lingui/react/macro";

/**
 * ARCHITECTURE §7 the platform refused one attempt too many (login, forgot-password, the dial-in pin): how long to wait,
 * in whole minutes from its answer.
 */
export function useTooManyAttempts(): (minutes: number | null) => string {
  const { t } = useLingui();
  return (minutes) => {
    const n = minutes ?? 1;
    return n === 1 ? t`Too many attempts. Please try again in 1 minute.` : t`Too many attempts. Please try again in ${n} minutes.`;
  };
}
