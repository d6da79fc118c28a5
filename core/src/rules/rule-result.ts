/**
 * The one result shape of every §5 rule: the cleaned value, or the typed error keys (views translate them).
 * Rules report every failure they find, not just the first (§5 "separate messages for each failure").
 */
export type RuleResult<A, K extends string> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly errors: readonly K[] };

export const ruleOk = <A>(value: A): { readonly ok: true; readonly value: A } => ({ ok: true, value });

export const ruleFail = <K extends string>(errors: readonly K[]): { readonly ok: false; readonly errors: readonly K[] } => ({
  ok: false,
  errors,
});

/** `ok` with `value` when no key was collected, else the keys. */
export const ruleResult = <A, K extends string>(value: A, errors: readonly K[]): RuleResult<A, K> =>
  errors.length === 0 ? ruleOk(value) : ruleFail(errors);

/** The error keys of a result (empty when ok). */
export const ruleErrors = <K extends string>(result: RuleResult<unknown, K>): readonly K[] => (result.ok ? [] : result.errors);
