import type { I18n } from "@lingui/core";
import { localeTagOf } from "@camstage/core";
import { prepareProfileLabels } from "@camstage/views";
import { yieldToBrowser } from "../platform/yield-to-browser";

/**
 * Issue 26 (ARCHITECTURE §6 TBT): a profile writes dates, lists and numbers, the live room numbers (its goal, tips and
 * VIP price). The browser's first Intl formatter loads its locale data: about 15–30 ms here, four times that on a phone.
 * Their loaders make the page's formatters in tasks of their own (the first loads the data), so that this is not part of
 * the page's first render; the render then finds them made (Lingui and the profile's labels keep them).
 */
export async function makePageFormatters(i18n: I18n, page: "profile" | "stream"): Promise<void> {
  await yieldToBrowser();
  i18n.number(0);
  if (page !== "profile") return;
  await yieldToBrowser();
  prepareProfileLabels(localeTagOf(i18n.locale));
}
