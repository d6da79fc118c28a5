import { useEffect, useRef, useState, type ReactNode } from "react";
import { createMemoryHistory } from "@tanstack/react-router";
import { AGE_VERIFIED_COOKIE, AUTH_COOKIE_MS } from "@camstage/core";
import { createWorld, startWorldStage, type ShownWorld, type WorldStage } from "@camstage/simulator/browser";
import { worldClockOf } from "@camstage/simulator/world/world.seed";
import type { World } from "@camstage/simulator/world/world";
import { providerPaymentId, showProviderPage } from "@camstage/simulator/payments/provider-page.browser";
import { startSite, type StartedSite } from "../src/start-site";
import { browserCookies } from "../src/platform/cookies";
import { writeAuthCookie } from "../src/platform/auth-cookie";
import type { SiteSession } from "../src/flows/site-session";
import styles from "./page-story.module.css";

/**
 * Issue 30: Ladle's page stories. A story is the whole site at one address, its flows running, over a world of the
 * simulator in the page (MSW's worker answers its calls and sockets, `startWorldStage`), set up by the story's scene and
 * stepped by its controls, which play the world's own scenarios (the ones QA plays through the QA API). The site moves
 * on a memory history: Ladle's own address and navigation stay Ladle's.
 */

/** A member the visitor is signed in as: registered through the platform's own call, verified and given credits. */
export interface StoryMember {
  readonly id: number;
  readonly email: string;
  readonly username: string;
}

/** What a scene's steps work with. */
export interface SceneContext {
  readonly world: World;
  /** The world's time, as its handlers stamp it. */
  readonly now: () => number;
  readonly member: StoryMember | null;
  /** The visitor's session, once the site has started it. */
  readonly session: Promise<SiteSession>;
  /** The story's page (what the visitor sees). */
  readonly page: HTMLElement;
  /** The story's controls (Ladle's args). */
  readonly args: Readonly<Record<string, unknown>>;
  /** Tells the story's panel what the scenario did. */
  readonly say: (line: string) => void;
}

/** A step the panel offers: it plays something on the world (a flood, her answer, a failed payment). */
export interface SceneControl {
  readonly label: string;
  readonly run: (scene: SceneContext) => void | Promise<void>;
}

export interface Scene {
  /** The world's seed and size (a world of the default size, seed 1, unless given). */
  readonly world?: { readonly seed?: number; readonly performers?: number };
  /** Signed in as a member with these credits (a visitor otherwise). */
  readonly member?: { readonly credits: number };
  /** Before the site starts: what the world needs besides the seed (a conversation, a performer's status). */
  readonly prepare?: (world: World, member: StoryMember | null, now: () => number) => void;
  /** The address the site opens at. */
  readonly path: (world: World) => string;
  /** After the site has started: the scenario's first steps. */
  readonly play?: (scene: SceneContext) => void | Promise<void>;
  readonly controls?: readonly SceneControl[];
}

/** The page's one MSW worker: started by the first story, given each story's world after. */
let stage: Promise<WorldStage> | undefined;
const showOnStage = async (world: World): Promise<ShownWorld> => {
  stage ??= startWorldStage(world, { serviceWorkerUrl: "/mockServiceWorker.js" });
  return (await stage).show(world);
};

let members = 0;
/** §7 POST /member, as a visitor who signed up on an earlier visit; then verified, with credits (QA's own events). */
const signUp = async (world: World, credits: number): Promise<StoryMember> => {
  const email = `story${Date.now()}${++members}@example.com`;
  const response = await fetch("/api/member/member", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "Story-secret-1", meta: {} }),
  });
  const body = (await response.json()) as { token?: unknown };
  if (!response.ok || typeof body.token !== "string") throw new Error(`The simulator refused the story's member: ${JSON.stringify(body)}`);
  const row = world.getState().members.find((m) => m.email === email);
  if (!row) throw new Error("The story's member is not in the world");
  world.dispatch({ type: "member.verified", id: row.id });
  const username = `StoryFan${members}`;
  world.dispatch({ type: "member.username.changed", id: row.id, username });
  if (credits > 0) world.dispatch({ type: "member.credited", id: row.id, amount: credits, reason: "qa" });
  writeAuthCookie(browserCookies, body.token, username);
  return { id: row.id, email, username };
};

/**
 * §2.5 the pay window of a story: a panel over the page with the provider's page in a frame (the simulator's own, as the
 * demo shows it), rather than a window Ladle would have to serve. The site handles it as its window: it writes the
 * loading text, sends it to the provider's address, watches it close and closes it.
 */
const providerPanel = (host: HTMLElement, world: World): ((url: string, target: string) => Window | null) => () => {
  host.replaceChildren();
  host.hidden = false;
  const heading = document.createElement("p");
  heading.textContent = "Payment provider (the pay window)";
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close window";
  const frame = document.createElement("iframe");
  frame.title = "Payment provider";
  host.append(heading, close, frame);
  let closed = false;
  const shut = () => {
    closed = true;
    host.hidden = true;
    host.replaceChildren();
  };
  close.addEventListener("click", shut);
  const fake = {
    get closed() {
      return closed;
    },
    get document() {
      return frame.contentDocument;
    },
    location: {
      set href(url: string) {
        const payment = providerPaymentId(new URL(url, window.location.href).pathname);
        if (frame.contentDocument && payment !== undefined) showProviderPage(frame.contentDocument, world, payment);
      },
    },
    close: shut,
  };
  return fake as unknown as Window;
};

type Status = { readonly kind: "starting" | "running" | "failed"; readonly line: string };

/** A page story: the scene's world on the stage, the site started on it, the panel with the scene's controls. */
export function PageStory({ scene, args = {} }: { scene: Scene; args?: Readonly<Record<string, unknown>> }): ReactNode {
  const pageRef = useRef<HTMLDivElement>(null);
  const providerRef = useRef<HTMLDivElement>(null);
  const argsRef = useRef(args);
  argsRef.current = args;
  const [status, setStatus] = useState<Status>({ kind: "starting", line: "Starting the simulator…" });
  const [context, setContext] = useState<SceneContext | null>(null);
  const [log, setLog] = useState<readonly string[]>([]);

  useEffect(() => {
    const page = pageRef.current;
    const provider = providerRef.current;
    if (!page || !provider) return;
    let ended = false;
    let site: StartedSite | undefined;
    const say = (line: string) => setLog((lines) => [...lines.slice(-5), line]);
    void (async () => {
      const world = createWorld(scene.world?.seed ?? 1, { ...(scene.world?.performers ? { performers: scene.world.performers } : {}), clock: worldClockOf("today") });
      const { now } = await showOnStage(world);
      // §2.2 past the age gate, and signed in only as the scene's member.
      browserCookies.set(AGE_VERIFIED_COOKIE, "true", AUTH_COOKIE_MS);
      writeAuthCookie(browserCookies, null, null);
      const member = scene.member ? await signUp(world, scene.member.credits) : null;
      scene.prepare?.(world, member, now);
      if (ended) return;
      const path = scene.path(world);
      setStatus({ kind: "starting", line: `Opening ${path}…` });
      site = await startSite({
        container: page,
        href: path,
        history: createMemoryHistory({ initialEntries: [path] }),
        openWindow: providerPanel(provider, world),
      });
      if (ended) return site.stop();
      const shown: SceneContext = { world, now, member, session: site.session, page, get args() { return argsRef.current; }, say };
      setContext(shown);
      setStatus({ kind: "running", line: member ? `${path}, signed in as ${member.username}` : path });
      await scene.play?.(shown);
    })().catch((error: unknown) => {
      if (!ended) setStatus({ kind: "failed", line: `The story could not start: ${String(error)}` });
    });
    return () => {
      ended = true;
      site?.stop();
      writeAuthCookie(browserCookies, null, null);
    };
  }, [scene]);

  return (
    <div className={styles.story}>
      <section className={styles.panel} aria-label="Scenario">
        <p className={styles.status} data-status={status.kind} role="status">
          {status.line}
        </p>
        {scene.controls?.map((control) => (
          <button
            key={control.label}
            type="button"
            className={styles.control}
            disabled={context === null}
            onClick={() => {
              if (context) void Promise.resolve(control.run(context)).catch((error: unknown) => context.say(`Failed: ${String(error)}`));
            }}
          >
            {control.label}
          </button>
        ))}
        {log.length > 0 ? (
          <ol className={styles.log} aria-label="What the scenario did">
            {log.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ol>
        ) : null}
      </section>
      <div ref={providerRef} className={styles.provider} hidden />
      <div ref={pageRef} className={styles.page} />
    </div>
  );
}

/** Waits until `ready` answers something (a flow's state, an element), checking every 100 ms, at most `ms`. */
export const until = async <T,>(ready: () => T | undefined | null | false, ms = 15_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const value = ready();
    if (value) return value;
    if (Date.now() > end) throw new Error("the page did not get there in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
