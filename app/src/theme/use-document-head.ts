import { useEffect } from "react";
import type { Configuration, RoutedLocale } from "@camstage/core";
import { useCurrentPageMeta } from "./page-meta";

/**
 * Keeps the document head in step with the configuration, the language and the page (no inline scripts). The server
 * wrote the first page's head (issue 26): the code that writes it in the browser loads after the first page, with
 * the first change (ARCHITECTURE §6 home JS budget). Of changes made meanwhile, the latest wins.
 */
export function useDocumentHead(configuration: Configuration, locale: RoutedLocale) {
  const page = useCurrentPageMeta();
  useEffect(() => {
    let current = true;
    void import("./document-head").then(({ applyHead, headValues }) => {
      if (current) applyHead(document, headValues(configuration, locale, page.title, page.description));
    });
    return () => {
      current = false;
    };
  }, [configuration, locale, page.title, page.description]);
}
