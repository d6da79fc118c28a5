/**
 * Issue 30: a page the Node host serves, shown in a browser host's document instead (the provider's payment page, the
 * QA console): its markup, with its stylesheet inline, since the static host has no such file. `edit` changes the
 * parsed page before it is shown.
 */
export const showHtmlPage = (doc: Document, html: string, css: string, edit: (page: Document) => void = () => {}): void => {
  const parsed = new DOMParser().parseFromString(html, "text/html");
  for (const link of parsed.querySelectorAll('link[rel="stylesheet"]')) {
    const style = parsed.createElement("style");
    style.textContent = css;
    link.replaceWith(style);
  }
  edit(parsed);
  doc.documentElement.lang = parsed.documentElement.lang;
  doc.head.replaceChildren(...[...parsed.head.childNodes].map((node) => doc.importNode(node, true)));
  doc.body.replaceChildren(...[...parsed.body.childNodes].map((node) => doc.importNode(node, true)));
};
