import { SimulatedClock, type AnyActorLogic, type AnyStateMachine } from "xstate";
import { describe, expect, it } from "vitest";
import { ageGateMachine } from "../age-gate/age-gate.machine";
import { changeEmailMachine } from "../change-email/change-email.machine";
import { changeUsernameMachine } from "../change-username/change-username.machine";
import { SESSION_STORAGE_KEYS } from "../constants";
import { creditsMachine } from "../credits/credits.machine";
import { deleteAccountMachine } from "../delete-account/delete-account.machine";
import { chatSessionMachine } from "../room/chat-session.machine";
import { roomTabMachine } from "../room/room-tab.machine";
import { tipsMachine } from "../room/tips.machine";
import { vipMachine } from "../room/vip.machine";
import { dialInMachine } from "../dial-in/dial-in.machine";
import { drawerMachine } from "../drawer/drawer.machine";
import { createFlowSystem, sequentialIds } from "../events/flow-system";
import { isLazyFlow, type FlowDefinition, type FlowEnv, type FlowSetup } from "../events/flow-registry";
import { favouritesMachine } from "../favourites/favourites.machine";
import { filtersMachine } from "../filters/filters.machine";
import { forgotPasswordMachine } from "../forgot-password/forgot-password.machine";
import { galleryMachine } from "../gallery/gallery.machine";
import { languageMachine } from "../language/language.machine";
import { modalHostMachine } from "../modal-host/modal-host.machine";
import { PlatformHttpError } from "../platform/platform-error";
import { nudeFilterMachine } from "../nude-filter/nude-filter.machine";
import { resetPasswordMachine } from "../reset-password/reset-password.machine";
import { searchMachine } from "../search/search.machine";
import { sessionMachine } from "../session/session.machine";
import { verificationMachine } from "../verification/verification.machine";
import { walletMachine } from "../wallet/wallet.machine";
import { conversationsMachine } from "../messenger/conversations.machine";
import { connectionMachine } from "../connection/connection.machine";
import { inboxMachine } from "../messenger/inbox.machine";
import { trackingMachine } from "../tracking/tracking.machine";
import { fakeSitePorts, MEMBER, MEMBER_TOKEN, settleSystem } from "./site-ports.fixture";
import { siteFlows, type SiteFlows } from "./site-flows";
import { siteRoutes } from "./site-routes";

/** Each flow of the site's registry and the machine it provides. */
const MACHINES: Record<keyof SiteFlows, AnyStateMachine> = {
  language: languageMachine,
  ageGate: ageGateMachine,
  nudeFilter: nudeFilterMachine,
  authDrawer: drawerMachine,
  filters: filtersMachine,
  gallery: galleryMachine,
  search: searchMachine,
  session: sessionMachine,
  credits: creditsMachine,
  favourites: favouritesMachine,
  modalHost: modalHostMachine,
  connection: connectionMachine,
  verification: verificationMachine,
  forgotPassword: forgotPasswordMachine,
  resetPassword: resetPasswordMachine,
  changeUsername: changeUsernameMachine,
  changeEmail: changeEmailMachine,
  deleteAccount: deleteAccountMachine,
  wallet: walletMachine,
  dialIn: dialInMachine,
  chatSession: chatSessionMachine,
  roomTab: roomTabMachine,
  tracking: trackingMachine,
  tips: tipsMachine,
  vip: vipMachine,
  inbox: inboxMachine,
  chats: conversationsMachine,
};

const env: FlowEnv = { clock: new SimulatedClock(), ids: sequentialIds(), now: () => 0, snapshotOf: () => undefined, input: () => {} };
const logicOf = async (definition: FlowDefinition): Promise<AnyActorLogic> => {
  const setup: FlowSetup = isLazyFlow(definition) ? await definition.lazy(env) : typeof definition === "function" ? definition(env) : definition;
  return "transition" in setup ? setup : setup.logic;
};

/** An XState built-in (assign, emit, raise, enqueueActions…) carries its kind; a declared port is a bare function. */
const isBuiltIn = (action: unknown) => typeof action === "function" && typeof (action as { type?: unknown }).type === "string";

/** The actions and actors a machine declares that the site must provide: its ports and its effects. */
export const unprovided = (declared: AnyStateMachine, provided: AnyStateMachine): string[] => [
  ...Object.entries(declared.implementations.actions)
    .filter(([name, action]) => !isBuiltIn(action) && provided.implementations.actions[name] === action)
    .map(([name]) => `action ${name}`),
  ...Object.entries(declared.implementations.actors)
    .filter(([name, actor]) => provided.implementations.actors[name] === actor)
    .map(([name]) => `actor ${name}`),
];

describe("the site's flow registry (ARCHITECTURE §3)", () => {
  it("provides every action and actor each machine declares", async () => {
    const registry = siteFlows(fakeSitePorts());
    expect(Object.keys(registry).sort()).toEqual(Object.keys(MACHINES).sort());
    const missing: string[] = [];
    for (const [flow, definition] of Object.entries(registry)) {
      const logic = (await logicOf(definition)) as AnyStateMachine;
      missing.push(...unprovided(MACHINES[flow as keyof SiteFlows], logic).map((what) => `${flow}: ${what}`));
    }
    expect(missing).toEqual([]);
  });

  it("the check names a port that is left out", () => {
    const sessionWithoutPageLoader = sessionMachine.provide({ actions: { setToken: () => undefined } });
    expect(unprovided(sessionMachine, sessionWithoutPageLoader)).toContain("action setPageLoader");
    expect(unprovided(sessionMachine, sessionWithoutPageLoader)).toContain("actor login");
    expect(unprovided(sessionMachine, sessionWithoutPageLoader)).not.toContain("action setToken");
  });

  it("the gallery, payment and member flows load only when first needed", async () => {
    const system = createFlowSystem(siteFlows(fakeSitePorts()), { clock: new SimulatedClock(), ids: sequentialIds(), routes: siteRoutes });
    expect(system.isStarted("session")).toBe(true);
    expect(system.isStarted("wallet")).toBe(false);
    expect(system.isStarted("verification")).toBe(false);
    expect(system.isStarted("gallery")).toBe(false);
    // A routed close for an overlay that never ran starts nothing.
    system.send("dialIn", { type: "dialIn.open", now: 0, mobile: false, geoCountry: null });
    await system.settled();
    expect(system.isStarted("dialIn")).toBe(true);
    expect(system.isStarted("wallet")).toBe(false);
    system.stop();
  });
  it("paced, the flows that start with the site start one per step; what is sent meanwhile waits for its flow", async () => {
    const steps: (() => void)[] = [];
    const pace = () => new Promise<void>((resolve) => steps.push(resolve));
    const system = createFlowSystem(siteFlows(fakeSitePorts()), { clock: new SimulatedClock(), ids: sequentialIds(), routes: siteRoutes, pace });
    const eager = system.flows.filter((flow) => flow === "language" || flow === "session" || flow === "nudeFilter" || flow === "modalHost");
    expect(eager.map((flow) => system.isStarted(flow))).toEqual([false, false, false, false]);
    // An intent for a flow whose turn has not come waits for it.
    system.send("authDrawer", { type: "drawer.open" });
    let started = false;
    void system.started.then(() => (started = true));
    let count = 0;
    while (!started) {
      await Promise.resolve();
      const step = steps.shift();
      if (step === undefined) continue;
      count += 1;
      // One flow more at each step, never all at once.
      expect(system.flows.filter((flow) => system.isStarted(flow))).toHaveLength(count - 1);
      step();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(count).toBe(Object.values(siteFlows(fakeSitePorts())).filter((definition) => !isLazyFlow(definition)).length);
    expect(eager.map((flow) => system.isStarted(flow))).toEqual([true, true, true, true]);
    expect(system.isStarted("wallet")).toBe(false);
    expect(system.snapshot("authDrawer").value).toBe("open");
    system.stop();
  });
});

describe("the site's routing table (ARCHITECTURE §3)", () => {
  const start = () => {
    const ports = fakeSitePorts();
    const system = createFlowSystem(siteFlows(ports), { clock: new SimulatedClock(), ids: sequentialIds(), routes: siteRoutes });
    return { ports, system };
  };

  it("§4 login clears the cached IVR data and resets a dial-in in progress", async () => {
    const { ports, system } = start();
    system.send("dialIn", { type: "dialIn.open", now: 0, mobile: false, geoCountry: null });
    await settleSystem(system);
    system.send("dialIn", { type: "dialIn.country.select", country: "NL" } as never);
    ports.storage.set(SESSION_STORAGE_KEYS.ivrCache, "{}");
    expect(system.snapshot("dialIn").matches({ drawer: "closed" })).toBe(false);
    system.send("session", { type: "session.login", username: "ann@example.com", password: "secret12" });
    expect(system.snapshot("dialIn").matches({ drawer: "closed", call: "idle" })).toBe(true);
    expect(ports.storage.has(SESSION_STORAGE_KEYS.ivrCache)).toBe(false);
    system.stop();
  });

  it("a loaded member gives the balance to the credits flow and the favourites to theirs; a logout clears both", async () => {
    const { system } = start();
    system.send("session", { type: "session.restore", token: MEMBER_TOKEN, username: "ann" });
    await settleSystem(system);
    expect(system.snapshot("session").value).toEqual({ member: "idle" });
    expect(system.snapshot("credits").context.balance).toBe(MEMBER.credits);
    expect(system.snapshot("favourites").context).toMatchObject({ performerIds: [7, 9] });
    system.send("session", { type: "session.logout" });
    expect(system.snapshot("credits").context.balance).toBeNull();
    expect(system.snapshot("favourites").context).toMatchObject({ performerIds: [] });
    system.stop();
  });

  it("the first route starts the tracking: the start's log and the route's go to the tracker; a failure is only logged (§3, §8)", async () => {
    const { ports, system } = start();
    system.send("tracking", { type: "tracking.route", url: "https://site.test/en", urlParams: {}, statusCode: 200 });
    await settleSystem(system);
    expect(ports.calls.filter((call) => call === "platform POST /tracker")).toHaveLength(2);
    // The fake platform refuses the tracker: logged as a failed log, nothing else happens.
    expect(ports.calls.filter((call) => call === "log Failed tracking log")).toHaveLength(2);
    system.send("tracking", { type: "tracking.close" });
    expect(ports.calls.at(-1)).toBe("beacon /tracker");
    system.stop();
  });

  it("a guest's heart opens the sign-up; a member's does not (issue 28)", async () => {
    const { system } = start();
    system.send("favourites", { type: "favourites.toggle", performerId: 7 });
    expect(system.snapshot("modalHost").context.modal).toBe("register");
    system.send("modalHost", { type: "modal.close" });
    system.send("session", { type: "session.restore", token: MEMBER_TOKEN, username: "ann" });
    await settleSystem(system);
    system.send("favourites", { type: "favourites.toggle", performerId: 11 });
    expect(system.snapshot("modalHost").context.modal).toBeNull();
    expect(system.snapshot("favourites").context.pending).toEqual({ performerId: 11, add: true });
    system.stop();
  });

  it("the app's inputs reach their flows through the table (issue 29): the query, the saved auth, a query action", async () => {
    const { system } = start();
    system.input({ type: "site.searchRead", splash: true, verified: false });
    expect(system.snapshot("nudeFilter").value).toBe("active");
    system.input({ type: "site.authRestored", token: MEMBER_TOKEN, username: "ann" });
    await settleSystem(system);
    expect(system.snapshot("session").context.token).toBe(MEMBER_TOKEN);
    // §2.1 ?action=validate: the verification flow's code loads and starts, and its modal opens.
    expect(system.isStarted("verification")).toBe(false);
    system.input({ type: "site.queryAction", action: { kind: "validate", key: "k1" }, fingerprint: "fp", now: 0, loginToken: MEMBER_TOKEN });
    await settleSystem(system);
    expect(system.isStarted("verification")).toBe(true);
    expect(system.snapshot("modalHost").context.modal).toBe("emailVerification");
    system.stop();
  });

  it("each opening of the change-username modal starts its form afresh (the modal host's route, issue 29)", async () => {
    const { system } = start();
    system.send("modalHost", { type: "modal.open", modal: "changeUsername" });
    await settleSystem(system);
    expect(system.isStarted("changeUsername")).toBe(true);
    system.send("changeUsername", { type: "changeUsername.input", text: "left-over" });
    system.send("modalHost", { type: "modal.close" });
    system.send("modalHost", { type: "modal.open", modal: "changeUsername" });
    await settleSystem(system);
    expect(system.snapshot("changeUsername").context.text).toBe("");
    // Another modal leaves it alone.
    system.send("changeUsername", { type: "changeUsername.input", text: "kept" });
    system.send("modalHost", { type: "modal.open", modal: "login" });
    expect(system.snapshot("changeUsername").context.text).toBe("kept");
    system.stop();
  });

  it("member-socket events reach the flows that hear them; the balance has one owner", () => {
    const { system } = start();
    system.input({ type: "socket.member.credits", credits: 480 });
    expect(system.snapshot("credits").context.balance).toBe(480);
    // §4 a failed payment with action interval opens the no-credits modal through the modal host.
    system.input({ type: "socket.member.failedPayment", action: "interval" });
    expect(system.snapshot("modalHost").context.modal).toBe("noCredits");
    system.stop();
  });

  it("§4 a private message heard while the messenger's code has not loaded starts it: the pop-up opens once it starts", async () => {
    const { system } = start();
    const sender = { user: 11, username: "Anna", snapshot: "/anna.jpg", nonude: "/anna-nn.jpg" };
    // 42: the member of MEMBER_TOKEN.
    const message = { id: 200, createdAt: "2026-11-26T10:02:00.000Z", read: false, text: "Hi", receiver: 42 };
    expect(system.isStarted("chats")).toBe(false);
    system.input({ type: "socket.member.privateMessage", message: { conversation: 5, message, sender } });
    await settleSystem(system);
    expect(system.isStarted("chats")).toBe(true);
    expect(system.isStarted("inbox")).toBe(true);
    system.send("chats", { type: "chats.start", memberId: 42, stored: null, viewport: { widthPx: 1280, remPx: 16 } });
    expect(system.snapshot("chats").context.popups.popups.map((p) => p.username)).toEqual(["Anna"]);
    // A socket event a flow only updates with (message-read) does not start one that never ran.
    system.input({ type: "socket.member.credits", credits: 1 });
    expect(system.isStarted("wallet")).toBe(false);
    system.stop();
  });

  it("opening the wallet closes the modal and the dial-in drawer; opening the dial-in closes the wallet", async () => {
    const { system } = start();
    system.send("modalHost", { type: "modal.open", modal: "noCredits" });
    system.send("wallet", { type: "wallet.open", locale: "nl", returnUrl: "http://x/", walletId: null, onProfilePage: false, brand: "b", affiliation: "" });
    await settleSystem(system);
    expect(system.snapshot("modalHost").context.modal).toBeNull();
    expect(system.snapshot("wallet").matches({ drawer: "closed" })).toBe(false);
    system.send("dialIn", { type: "dialIn.open", now: 0, mobile: false, geoCountry: null });
    await settleSystem(system);
    expect(system.snapshot("wallet").matches({ drawer: "closed" })).toBe(true);
    system.stop();
  });

  it("§2.4 a wrong password, then the right one: the member is logged in and the login dialog closes", async () => {
    const ports = fakeSitePorts();
    const answer = ports.platform.call.bind(ports.platform);
    let wrongOnce = true;
    (ports.platform as { call: unknown }).call = async (endpoint: { method: string; path: string }, ...rest: unknown[]) => {
      if (endpoint.path === "/login" && wrongOnce) {
        wrongOnce = false;
        throw new PlatformHttpError({ method: "POST", path: "/login" }, 400, "badRequest.login.password", { label: "badRequest.login.password" });
      }
      return (answer as (...args: unknown[]) => Promise<unknown>)(endpoint, ...rest);
    };
    const system = createFlowSystem(siteFlows(ports), { clock: new SimulatedClock(), ids: sequentialIds(), routes: siteRoutes });
    system.send("modalHost", { type: "modal.open", modal: "login" });
    system.send("session", { type: "session.login", username: "ann@example.com", password: "wrong123" });
    await settleSystem(system);
    expect(system.snapshot("session").value).toBe("guest");
    expect(system.snapshot("modalHost").context.modal).toBe("login");
    system.send("session", { type: "session.login", username: "ann@example.com", password: "secret12" });
    await settleSystem(system);
    expect(system.snapshot("session").value).toEqual({ member: "idle" });
    expect(system.snapshot("modalHost").context.modal).toBeNull();
    system.stop();
  });

  it("§2.4 a registration with welcome credits opens the confirmation; an action=login link offers the lander", async () => {
    const { system } = start();
    system.send("modalHost", { type: "modal.configure", welcomeCredits: 120 });
    system.send("modalHost", { type: "modal.open", modal: "register" });
    system.send("session", { type: "session.register", email: "ann@example.com", password: "secret12" });
    await settleSystem(system);
    expect(system.snapshot("modalHost").context.modal).toBe("registrationConfirmation");

    const link = start();
    link.system.send("session", { type: "session.token", token: MEMBER_TOKEN, link: true });
    await settleSystem(link.system);
    expect(link.system.snapshot("modalHost").context.modal).toBe("lander");
    system.stop();
    link.system.stop();
  });
});
