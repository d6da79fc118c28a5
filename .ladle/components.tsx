import { useEffect, useState } from "react";
import { i18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ArgTypes, GlobalProvider } from "@ladle/react";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import "../views/src/theme/tokens.css";

// The app's compiled catalogues when they exist (the Lingui Vite plugin compiles .po imports); an empty glob
// leaves the stories in their English source text.
const catalogues = import.meta.glob<{ messages: Messages }>("../app/src/locales/{en,nl}.po");

type Locale = "en" | "nl";

async function activate(locale: Locale) {
  const load = catalogues[`../app/src/locales/${locale}.po`];
  const messages = load ? (await load()).messages : {};
  i18n.loadAndActivate({ locale, messages });
}

// Production builds of @lingui/core do not compile source messages by themselves; stories fall back to them.
i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: "en", messages: {} });

/** A global control (Ladle's controls panel) to switch the story language. */
export const argTypes: ArgTypes = {
  locale: { name: "Language", control: { type: "radio" }, options: ["en", "nl"], defaultValue: "en" },
};

export const Provider: GlobalProvider = ({ children, globalState }) => {
  const requested = globalState.control?.locale?.value;
  const locale: Locale = requested === "nl" ? "nl" : "en";
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void activate(locale).then(() => {
      if (!cancelled) setReady(true);
    });
    document.documentElement.lang = locale;
    return () => {
      cancelled = true;
    };
  }, [locale]);
  return <I18nProvider i18n={i18n}>{ready ? children : null}</I18nProvider>;
};
