import type { World } from "../world/world";
import type { OutboxMail } from "../world/member.schema";

/**
 * Issue 30: the mail outbox in the browser host. On the Node host QA reads the mails the simulator "sent" in the QA
 * console; in the static demo a small mailbox sits in the page's corner (on a phone under the header, clear of the chat's
 * editor), outside the site's own markup, with each mail
 * (newest first) and its link: the verification mail of a registration, a password reset. Beside it, the QA console
 * (when given its address): the Node host's console page in a frame, over this page's world (console/console.browser.ts).
 */
export const MAILBOX_ID = "camstage-sim-mailbox";

const STYLE = `
#${MAILBOX_ID}{position:fixed;left:12px;bottom:12px;z-index:2147483000;font:14px/1.4 system-ui,sans-serif;color:#f4f4f8;display:flex;flex-direction:column;align-items:flex-start}
#${MAILBOX_ID} section{margin-bottom:8px;width:min(360px,calc(100vw - 24px));max-height:50vh;overflow:auto;background:#1d1d27;border:1px solid #4a4a5c;border-radius:12px;padding:12px;box-shadow:0 8px 32px rgb(0 0 0 / .5)}
#${MAILBOX_ID} h2{font-size:15px;margin:0 0 8px}
#${MAILBOX_ID} ol{list-style:none;margin:0;padding:0;display:grid;gap:8px}
#${MAILBOX_ID} li{border-top:1px solid #33333f;padding-top:8px}
#${MAILBOX_ID} a{color:#ff8fb0;word-break:break-all}
#${MAILBOX_ID} .meta{color:#b8b8c8;font-size:12px}
#${MAILBOX_ID} .toggles{display:flex;gap:8px}
#${MAILBOX_ID} .toggles > button{background:#2b2b38;color:inherit;border:1px solid #4a4a5c;border-radius:999px;padding:8px 14px;cursor:pointer;box-shadow:0 4px 16px rgb(0 0 0 / .4)}
#${MAILBOX_ID} .toggles > button:focus-visible{outline:2px solid #ff5c8a;outline-offset:2px}
#${MAILBOX_ID} section.console{width:min(1100px,calc(100vw - 24px));max-height:none;height:min(760px,75vh);padding:0;overflow:hidden}
#${MAILBOX_ID} section.console iframe{width:100%;height:100%;border:0;background:#fff}
@media (max-width: 640px){
#${MAILBOX_ID}{left:auto;right:8px;bottom:auto;top:118px;flex-direction:column-reverse;align-items:flex-end}
#${MAILBOX_ID} .toggles > button{padding:4px 10px;font-size:12px}
#${MAILBOX_ID} section{margin:8px 0 0}
}
`;

const element = <K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]) => {
  const node = Object.assign(doc.createElement(tag), props);
  node.append(...children);
  return node;
};

const mailItem = (doc: Document, mail: OutboxMail) =>
  element(
    doc,
    "li",
    {},
    element(doc, "strong", {}, mail.subject),
    element(doc, "div", { className: "meta" }, `To ${mail.to} · ${mail.sentAt.replace("T", " ").slice(0, 16)}`),
    element(doc, "a", { href: mail.link }, mail.kind === "verification" ? "Verify the e-mail address" : "Choose a new password"),
  );

/** A button that shows and hides its section (one section shown at a time). */
const toggleFor = (doc: Document, panel: HTMLElement, onOpen: () => void = () => {}) => {
  const toggle = element(doc, "button", { type: "button" });
  toggle.setAttribute("aria-controls", panel.id);
  toggle.setAttribute("aria-expanded", "false");
  toggle.addEventListener("click", () => {
    const opening = panel.hidden;
    for (const other of panel.parentElement?.querySelectorAll<HTMLElement>(":scope > section") ?? []) other.hidden = true;
    for (const button of panel.parentElement?.querySelectorAll<HTMLElement>(".toggles > button") ?? []) button.setAttribute("aria-expanded", "false");
    panel.hidden = !opening;
    toggle.setAttribute("aria-expanded", String(opening));
    if (opening) onOpen();
  });
  return toggle;
};

/** Shows the mailbox (and the QA console at `consoleUrl`) in the page; returns the function that removes them. */
export const showMailbox = (doc: Document, world: World, consoleUrl?: string): (() => void) => {
  const style = element(doc, "style", { textContent: STYLE });
  const root = element(doc, "div", { id: MAILBOX_ID });
  const panel = element(doc, "section", { id: `${MAILBOX_ID}-panel`, hidden: true });
  panel.setAttribute("aria-label", "Demo mailbox");
  const toggle = toggleFor(doc, panel);
  const toggles = element(doc, "div", { className: "toggles" }, toggle);
  root.append(panel);
  if (consoleUrl !== undefined) {
    const qa = element(doc, "section", { id: `${MAILBOX_ID}-console`, className: "console", hidden: true });
    qa.setAttribute("aria-label", "QA console");
    // The frame loads when first opened: its page is the console's, its calls answered by this page's worker.
    const openConsole = () => {
      if (qa.firstChild === null) qa.append(element(doc, "iframe", { src: consoleUrl, title: "QA console" }));
    };
    const qaToggle = toggleFor(doc, qa, openConsole);
    qaToggle.textContent = "QA console";
    toggles.append(qaToggle);
    root.append(qa);
  }
  root.append(toggles);
  doc.head.append(style);
  doc.body.append(root);

  let shown: readonly OutboxMail[] | undefined;
  const update = () => {
    const { outbox } = world.getState();
    if (outbox === shown) return;
    shown = outbox;
    toggle.textContent = `Demo mailbox (${outbox.length})`;
    const mails = [...outbox].reverse().map((mail) => mailItem(doc, mail));
    panel.replaceChildren(element(doc, "h2", {}, "Demo mailbox"), mails.length > 0 ? element(doc, "ol", {}, ...mails) : element(doc, "p", {}, "No mail yet."));
  };
  update();
  const stop = world.subscribe(update);
  return () => {
    stop();
    root.remove();
    style.remove();
  };
};
