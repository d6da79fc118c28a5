import { BUNDLE_TAGS, DEFAULT_PAYMENT_METHOD, MAX_BUNDLES_SHOWN, type BundleTagName } from "../constants/constants";
import type { Basket, Bundle, PaymentMethodId, PaymentOption, PaymentProvider, WalletVariant } from "../domain/wallet.schema";
import { type RuleResult, ruleResult } from "./rule-result";

/** §3 the provider of an option is chosen by whether its id is numeric. */
export const paymentProviderFor = (id: PaymentMethodId): PaymentProvider => (/^[0-9]+$/.test(String(id)) ? "paynl" : "standard");

/** §3 the payment method sent: the method id, or method and sub-option id joined by a colon. */
export const paymentMethodValue = (method: PaymentMethodId, subOption?: PaymentMethodId): string =>
  subOption === undefined ? String(method) : `${String(method)}:${String(subOption)}`;

/** §3 the tags in a bundle's comma-separated `meta.classes` (unknown tags ignored). */
export const bundleTags = (bundle: Bundle): readonly BundleTagName[] =>
  bundle.meta.classes
    .split(",")
    .map((t) => t.trim())
    .filter((t): t is BundleTagName => (BUNDLE_TAGS as readonly string[]).includes(t));

/** §4 default bundle: the one tagged default, else the first. */
export const defaultBundle = (bundles: readonly Bundle[]): Bundle | undefined =>
  bundles.find((b) => bundleTags(b).includes("default")) ?? bundles[0];

/** §9 default method by language and provider; languages other than nl and de use the en default. */
export const defaultPaymentMethodId = (locale: string, provider: PaymentProvider): string => {
  const byLocale: Record<string, string> = DEFAULT_PAYMENT_METHOD[provider];
  return byLocale[locale] ?? DEFAULT_PAYMENT_METHOD[provider].en;
};

/**
 * §4 the default option among those offered: in the simple variant the first option; otherwise the locale's
 * default of the options' provider, falling back to the first.
 */
export const defaultPaymentOption = (options: readonly PaymentOption[], locale: string, variant: WalletVariant): PaymentOption | undefined => {
  const first = options[0];
  if (variant === "simple" || first === undefined) return first;
  const wanted = defaultPaymentMethodId(locale, first.provider);
  return options.find((o) => String(o.id) === wanted) ?? first;
};

export type PaymentErrorKey = "payment.noMethod" | "payment.noSubOption";

export interface PaymentChoice {
  readonly variant: WalletVariant;
  readonly method: PaymentOption | undefined;
  readonly subOption: PaymentMethodId | undefined;
}

/**
 * §5 payment: pay is disabled when the chosen method has sub-options and none is selected (a sub-option of
 * another method does not count); the simple variant only needs a method. The value is the method to send.
 */
export const validatePayment = (choice: PaymentChoice): RuleResult<string, PaymentErrorKey> => {
  const { method, subOption, variant } = choice;
  if (method === undefined) return ruleResult("", ["payment.noMethod"]);
  if (variant === "simple") return ruleResult(paymentMethodValue(method.id), []);
  const subs = method.paymentOptionSubList ?? [];
  if (subs.length === 0) return ruleResult(paymentMethodValue(method.id), []);
  const chosen = subs.find((s) => subOption !== undefined && String(s.id) === String(subOption));
  return chosen === undefined
    ? ruleResult(paymentMethodValue(method.id), ["payment.noSubOption"])
    : ruleResult(paymentMethodValue(method.id, chosen.id), []);
};

/** §9 only the first 5 bundles are shown. */
export const visibleBundles = (bundles: readonly Bundle[]): readonly Bundle[] => bundles.slice(0, MAX_BUNDLES_SHOWN);

/** §3 the basket of a chosen bundle; `price` stays in cents like the bundle's cost. */
export const basketFor = (bundle: Bundle): Basket => ({ bundle: bundle.id, price: bundle.cost, credits: bundle.credits, bonus: bundle.bonus });

/**
 * ARCHITECTURE §7: the pay window is only ever sent to an http(s) payment URL; anything else (a `javascript:` URL, a
 * relative path) is treated as a failed payment start.
 */
export const isPaymentUrl = (url: string): boolean => {
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
};
