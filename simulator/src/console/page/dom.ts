/// <reference lib="dom" />
// The QA console page's DOM helpers. The page's markup is console.assets.ts; this code runs in the browser, bundled
// by console.script.ts.

/** The page's element with this id: the markup has every id the script names, so a missing one is a bug, said loudly. */
export const $ = (id: string): HTMLElement => {
  const node = document.getElementById(id);
  if (node === null) throw new Error(`The console page has no #${id}`);
  return node;
};

const typed =
  <T extends HTMLElement>(kind: { new (): T; readonly name: string }) =>
  (id: string): T => {
    const node = $(id);
    if (!(node instanceof kind)) throw new Error(`#${id} is not a ${kind.name}`);
    return node;
  };
export const inputOf = typed(HTMLInputElement);
export const selectOf = typed(HTMLSelectElement);
export const buttonOf = typed(HTMLButtonElement);
export const textAreaOf = typed(HTMLTextAreaElement);

/** The element under `parent` that the page's own markup always has (a room article's parts). */
export const partOf = (parent: ParentNode, selector: string): Element => {
  const node = parent.querySelector(selector);
  if (node === null) throw new Error(`No ${selector} in the console page`);
  return node;
};

/** An element with attributes (`class` and `text` set className and textContent) and children. */
export const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Readonly<Record<string, string>> = {},
  children: readonly (Node | string)[] = [],
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) node.append(child);
  return node;
};

/** A button whose `data-*` attributes say what it does (the panels' click handlers read them). */
export const button = (text: string, label: string, data: Readonly<Record<string, string>>): HTMLButtonElement => {
  const node = el("button", { type: "button", "aria-label": label, text });
  for (const [key, value] of Object.entries(data)) node.dataset[key] = value;
  return node;
};

export const toast = (text: string) => {
  $("toast").textContent = text;
};
