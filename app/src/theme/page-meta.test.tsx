// React runs these renders inside act(): say so, as a test renderer would.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { describe, expect, it } from "vitest";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { PageMetaProvider, useCurrentPageMeta, usePageMeta } from "./page-meta";

describe("a page's meta (issue 26)", () => {
  it("reaches the head, and the page is not rendered again by its own meta", async () => {
    let pageRenders = 0;
    function Page({ title }: { title: string }) {
      pageRenders++;
      usePageMeta(title, "A description");
      return <h1>{title}</h1>;
    }
    function Head() {
      const meta = useCurrentPageMeta();
      return <p className="head">{meta.title ?? "(none)"}</p>;
    }
    const container = document.createElement("div");
    const root = createRoot(container);
    const show = (title: string) =>
      root.render(
        <PageMetaProvider>
          <Head />
          <Page title={title} />
        </PageMetaProvider>,
      );
    await act(async () => show("SaraGrace"));
    expect(container.querySelector(".head")?.textContent).toBe("SaraGrace");
    expect(pageRenders).toBe(1);
    await act(async () => show("DreamGreta"));
    expect(container.querySelector(".head")?.textContent).toBe("DreamGreta");
    expect(pageRenders).toBe(2);
    await act(async () => root.unmount());
  });
});
