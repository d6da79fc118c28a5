// React runs these renders inside act(): say so, as a test renderer would.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { describe, expect, it } from "vitest";
import { Suspense, act, startTransition, useState } from "react";
import { createRoot } from "react-dom/client";
import type { SiteSession } from "./site-session";
import { sessionHandle, type SiteSessionHandle } from "./session-handle";
import { SiteSessionProvider, useReadySiteSession, useSiteSession } from "./use-flow";

// What these hooks read of a session: its identity. A stand-in, as the hooks never look inside it.
const aSession = { idPrefix: "test" } as unknown as SiteSession;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

function mount(handle: SiteSessionHandle, children: React.ReactNode) {
  const container = document.createElement("div");
  const root = createRoot(container);
  const render = () =>
    root.render(
      <SiteSessionProvider value={handle}>
        <Suspense fallback={<p>loading</p>}>{children}</Suspense>
      </SiteSessionProvider>,
    );
  return { container, root, render };
}

describe("the session as the site starts (issue 26)", () => {
  it("a part that renders before the session has none, then renders again with it once it has loaded", async () => {
    const load = deferred<SiteSession>();
    const seen: (SiteSession | null)[] = [];
    function Badge() {
      const session = useReadySiteSession();
      seen.push(session);
      return <p>{session ? "member parts" : "guest parts"}</p>;
    }
    const { container, render } = mount(sessionHandle(load.promise), <Badge />);
    await act(async () => render());
    expect(container.textContent).toBe("guest parts");
    await act(async () => load.resolve(aSession));
    expect(container.textContent).toBe("member parts");
    expect(seen.at(-1)).toBe(aSession);
  });

  it("a session that arrives between a part's render and its subscription is not missed", async () => {
    // The handle says "not yet" to the render, then "loaded" by the time the part subscribes: no call back comes.
    let reads = 0;
    const handle: SiteSessionHandle = {
      ready: Promise.resolve(aSession),
      current: () => (reads++ === 0 ? null : aSession),
      subscribe: () => () => undefined,
      with: (run) => run(aSession),
    };
    function Badge() {
      return <p>{useReadySiteSession() ? "member parts" : "guest parts"}</p>;
    }
    const { container, render } = mount(handle, <Badge />);
    await act(async () => render());
    expect(container.textContent).toBe("member parts");
  });

  it("a part that suspended on the session, with hooks after it, renders once the session is there (no hook mismatch)", async () => {
    const load = deferred<SiteSession>();
    const errors: unknown[] = [];
    let loading = true;
    function Part() {
      // The session arrives while the part renders: React replays it as soon as the promise it suspended on settles.
      if (loading) {
        loading = false;
        load.resolve(aSession);
      }
      const session = useSiteSession();
      const [count] = useState(1);
      return <p>{`${session === aSession ? "session" : "other"} ${count}`}</p>;
    }
    const handle = sessionHandle(load.promise);
    const container = document.createElement("div");
    const root = createRoot(container, { onRecoverableError: (error) => errors.push(error), onUncaughtError: (error) => errors.push(error) });
    // In a transition, as the site renders its start: React may replay the part when the session arrives mid-render.
    await act(async () =>
      startTransition(() =>
        root.render(
          <SiteSessionProvider value={handle}>
            <Suspense fallback={<p>loading</p>}>
              <Part />
            </Suspense>
          </SiteSessionProvider>,
        ),
      ),
    );
    expect(container.textContent).toBe("session 1");
    expect(errors).toEqual([]);
  });

  it("the loaded session's promise reads as settled, so `use` returns it at once", async () => {
    const handle = sessionHandle(Promise.resolve(aSession));
    await handle.ready;
    expect(handle.current()).toBe(aSession);
    expect(handle.ready).toMatchObject({ status: "fulfilled", value: aSession });
  });
});
