import { useEffect } from "react";
import type { Configuration, RoutedLocale } from "@camstage/core";
import { applyHead, headValues } from "./document-head";
import { useCurrentPageMeta } from "./page-meta";

/** Keeps the document head in step with the configuration, the language and the page (no inline scripts). */
export function useDocumentHead(configuration: Configuration, locale: RoutedLocale) {
  const page = useCurrentPageMeta();
  useEffect(() => {
    applyHead(document, headValues(configuration, locale, page.title, page.description));
  }, [configuration, locale, page.title, page.description]);
}
