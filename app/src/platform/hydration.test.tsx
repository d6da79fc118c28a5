import { describe, expect, it, vi } from "vitest";
import { act, useSyncExternalStore } from "react";
import { renderToString } from "react-dom/server";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HydrationState, useHydrating } from "./hydration";

/** A store whose browser value differs from the server's, read as the site's hooks read theirs. */
const store = { value: "browser", subscribe: () => () => undefined };
const browserValue = () => store.value;
const serverValue = () => "server";

const renders: string[] = [];
function Reader() {
  const value = useSyncExternalStore(store.subscribe, useHydrating() ? serverValue : browserValue, serverValue);
  renders.push(value);
  return <p>{value}</p>;
}

describe("HydrationState (issue 26)", () => {
  it("renders the server's values on the server and while hydrating, then the browser's, with no mismatch", async () => {
    const html = renderToString(
      <HydrationState serverHtml>
        <Reader />
      </HydrationState>,
    );
    expect(html).toBe("<p>server</p>");

    const container = document.createElement("div");
    container.innerHTML = html;
    const errors: unknown[] = [];
    renders.length = 0;
    const settled = vi.fn(() => expect(container.innerHTML, "settled once the browser's values show").toBe("<p>browser</p>"));
    await act(async () => {
      hydrateRoot(
        container,
        <HydrationState serverHtml onSettled={settled}>
          <Reader />
        </HydrationState>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe("<p>browser</p>");
    // Hydrated with the server's value, then rendered once with the browser's.
    expect(renders).toEqual(["server", "browser"]);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it("is false from the start in a page React renders itself", async () => {
    const container = document.createElement("div");
    renders.length = 0;
    await act(async () => {
      createRoot(container).render(
        <HydrationState serverHtml={false}>
          <Reader />
        </HydrationState>,
      );
    });
    expect(renders).toEqual(["browser"]);
  });
});
