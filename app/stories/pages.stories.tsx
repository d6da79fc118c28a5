import type { Story, StoryDefault } from "@ladle/react";
import { connectWallet } from "@camstage/core/wallet/wallet.connect";
import { connectDialIn } from "@camstage/core/dial-in/dial-in.connect";
import { FLOOD_RATE, FLOOD_SECONDS, TIP_STORM_RATE, isOpen, runScenario } from "@camstage/simulator/scenarios/index";
import { planChatScenario, type ChatScenarioName } from "@camstage/simulator/console/qa-chat-scenarios";
import { planScenario } from "@camstage/simulator/console/qa-scenarios";
import { performerMessage } from "@camstage/simulator/inbox/inbox-send";
import type { World } from "@camstage/simulator/world/world";
import type { InboxMessageSent } from "@camstage/simulator/inbox/inbox.schema";
import { PageStory, until, type Scene, type SceneContext } from "./page-story";

/**
 * Issue 30: whole pages with their flows running, over the simulator in the page (page-story.tsx). Each scene sets up
 * its world and plays the world's own scenarios, the ones QA plays through the QA API (qa-scenarios.ts,
 * qa-chat-scenarios.ts); the panel above the page steps them.
 */
export default { title: "Pages" } satisfies StoryDefault;

const performers = (world: World) => world.getState().performers.map((p) => p.profile);
/** A performer whose room is open for chat (free chat or online). */
const openRoom = (world: World, nth = 0) => performers(world).filter((p) => isOpen(world.getState(), p.username))[nth]!.username;

let runs = 0;
/** Plays a chat scenario of QA's (`POST /simulator/api/scenarios/{name}`) on the scene's world. */
const playChat = (scene: SceneContext, name: ChatScenarioName, body: Record<string, unknown>) => {
  const plan = planChatScenario(scene.world, name, body, scene.now, `story${++runs}`);
  if (!plan.ok) return scene.say(`${name}: ${plan.body.error}`);
  plan.play({ onDone: () => scene.say(`${plan.title}: done`) });
  scene.say(plan.title);
};

/** Plays a payment or dial-in scenario of QA's on the newest payment or IVR session. */
const playWorld = (scene: SceneContext, name: "payment-success" | "payment-anti-fraud" | "dial-in-call") => {
  const planned = planScenario(scene.world, name, {}, scene.now());
  if (!planned) return scene.say(`${name}: nothing to play it on yet`);
  runScenario(scene.world, planned.scenario, { onDone: () => scene.say(`${planned.scenario.name}: done`) });
  scene.say(planned.scenario.name);
};

const number = (value: unknown, fallback: number) => (typeof value === "number" ? value : fallback);

// --- Browsing -------------------------------------------------------------------------------------------------------

const home: Scene = {
  world: { performers: 1200 },
  path: () => "/en",
  controls: [
    {
      label: "Ten performers go live",
      run: ({ world, say }) => {
        const offline = performers(world).filter((p) => p.onlineState === "offline").slice(0, 10);
        for (const p of offline) world.dispatch({ type: "performer.status.set", username: p.username, status: "free" });
        say(`Live now: ${offline.map((p) => p.username).join(", ")}`);
      },
    },
    {
      label: "Ten performers go offline",
      run: ({ world, say }) => {
        const live = performers(world).filter((p) => p.onlineState !== "offline").slice(0, 10);
        for (const p of live) world.dispatch({ type: "performer.status.set", username: p.username, status: "offline" });
        say(`Offline now: ${live.map((p) => p.username).join(", ")}`);
      },
    },
  ],
};
/** The home page over a world of 1,200 performers: the grid pages in 60 at a time as it scrolls. */
export const Home: Story = () => <PageStory scene={home} />;

const category: Scene = { world: { performers: 1200 }, path: () => "/en/mature" };
/** A category page (§2.3): its SEO text, its tabs, the performers it holds. */
export const Category: Story = () => <PageStory scene={category} />;

const profile: Scene = {
  path: (world) => {
    const withGallery = performers(world).find((p) => (world.findPerformer(p.username)?.albums ?? []).some((album) => album.items.length >= 4));
    return `/en/profile/${withGallery?.username ?? performers(world)[0]!.username}`;
  },
};
/** A profile with its gallery: albums of several pictures. */
export const ProfileWithGallery: Story = () => <PageStory scene={profile} />;

// --- The live room ---------------------------------------------------------------------------------------------------

const flood: Scene = {
  path: (world) => `/en/stream/${openRoom(world)}`,
  play: (scene) => playChat(scene, "chat-flood", { performer: openRoom(scene.world), rate: number(scene.args.rate, FLOOD_RATE.default), seconds: number(scene.args.seconds, FLOOD_SECONDS.default) }),
  controls: [
    { label: "Flood again", run: (scene) => playChat(scene, "chat-flood", { performer: openRoom(scene.world), rate: number(scene.args.rate, FLOOD_RATE.default), seconds: number(scene.args.seconds, FLOOD_SECONDS.default) }) },
    { label: "A busy room", run: (scene) => playChat(scene, "chat-busy-room", { performer: openRoom(scene.world) }) },
    { label: "Tip storm", run: (scene) => playChat(scene, "tip-storm", { performer: openRoom(scene.world), rate: TIP_STORM_RATE.default, seconds: 20 }) },
  ],
};
/** A live room in a chat flood (`rate` messages a second for `seconds`): the lane shows it in batches. */
export const LiveRoomInAFlood: Story<{ rate: number; seconds: number }> = (args) => <PageStory scene={flood} args={args} />;
LiveRoomInAFlood.args = { rate: FLOOD_RATE.default, seconds: FLOOD_SECONDS.default };
LiveRoomInAFlood.argTypes = {
  rate: { control: { type: "range", min: FLOOD_RATE.min, max: FLOOD_RATE.max, step: 1 } },
  seconds: { control: { type: "range", min: FLOOD_SECONDS.min, max: FLOOD_SECONDS.max, step: 1 } },
};

/** The member asks for a VIP show as the room's VIP panel does, once the room's flows run. */
const requestVip = async (scene: SceneContext) => {
  const { system } = await scene.session;
  // The room's VIP flow is open once the room's chat has joined.
  await until(() => system.isStarted("vip") && system.snapshot("vip").matches({ open: "idle" }));
  system.send("vip", { type: "vip.request", balance: scene.member ? scene.world.getState().members.find((m) => m.id === scene.member!.id)!.credits : null, key: crypto.randomUUID() });
  scene.say("The member asked for a VIP show");
};
const vip: Scene = {
  member: { credits: 3000 },
  path: (world) => `/en/stream/${openRoom(world, 1)}`,
  play: async (scene) => {
    playChat(scene, "vip-accepted", { performer: openRoom(scene.world, 1) });
    await requestVip(scene);
  },
  controls: [
    { label: "Ask again (she accepts)", run: async (scene) => { playChat(scene, "vip-accepted", { performer: openRoom(scene.world, 1) }); await requestVip(scene); } },
    { label: "Ask again (she declines)", run: async (scene) => { playChat(scene, "vip-declined", { performer: openRoom(scene.world, 1) }); await requestVip(scene); } },
  ],
};
/** A member in a VIP show: asked for it, and the performer accepted after two seconds. */
export const LiveRoomDuringAVipShow: Story = () => <PageStory scene={vip} />;

// --- Credits -----------------------------------------------------------------------------------------------------------

/** The member opens the wallet, picks the second bundle and pays, as the drawer's buttons do: the pay window opens. */
const payForABundle = async (scene: SceneContext) => {
  const { system } = await scene.session;
  await system.start("wallet");
  const wallet = () => connectWallet(system.snapshot("wallet"), (event) => system.send("wallet", event));
  wallet().open({ locale: "en", returnUrl: window.location.href });
  const bundle = await until(() => wallet().drawer === "shown" && wallet().bundles[1]);
  wallet().selectBundle(bundle.id);
  await until(() => wallet().canPay);
  wallet().pay();
  await until(() => wallet().payWindow === "open" && scene.world.getState().payments.some((p) => p.status === "pending"));
  scene.say(`Paying for ${bundle.credits} credits: the provider's window is open`);
};
const paymentControls = [
  { label: "The payment succeeds", run: (scene: SceneContext) => playWorld(scene, "payment-success") },
  { label: "The payment fails (anti-fraud)", run: (scene: SceneContext) => playWorld(scene, "payment-anti-fraud") },
  { label: "Pay again", run: payForABundle },
];
const midPayment: Scene = { member: { credits: 0 }, path: () => "/en", play: payForABundle, controls: paymentControls };
/** The wallet while the provider's window is open: Pay, Cancel or Fail there, or play the outcome from the panel. */
export const WalletMidPayment: Story = () => <PageStory scene={midPayment} />;

const failedPayment: Scene = {
  member: { credits: 0 },
  path: () => "/en",
  play: async (scene) => {
    await payForABundle(scene);
    const planned = planScenario(scene.world, "payment-anti-fraud", {}, scene.now());
    if (planned) runScenario(scene.world, { ...planned.scenario, steps: planned.scenario.steps.map((step) => ({ ...step, delayMs: 0 })) });
    scene.say("The provider refused the payment (anti-fraud)");
  },
  controls: paymentControls,
};
/** The wallet after the provider refused the payment. */
export const WalletAfterAFailure: Story = () => <PageStory scene={failedPayment} />;

const dialIn: Scene = {
  member: { credits: 0 },
  path: () => "/en",
  play: async (scene) => {
    const { system } = await scene.session;
    await system.start("dialIn");
    const drawer = () => connectDialIn(system.snapshot("dialIn"), (event) => system.send("dialIn", event));
    drawer().open({ now: system.env.now(), mobile: false, geoCountry: null });
    await until(() => scene.world.getState().ivrSessions.length > 0);
    playWorld(scene, "dial-in-call");
  },
  controls: [{ label: "Call again", run: (scene) => playWorld(scene, "dial-in-call") }],
};
/** Pay by phone during a call: the member dialled in, the PIN is taken, the minutes run. */
export const DialInDuringACall: Story = () => <PageStory scene={dialIn} />;

// --- The messenger ---------------------------------------------------------------------------------------------------

const LINES = [
  "Hey you 😘", "Hi! How was your day?", "Long, but better now", "Tell me about it", "Work, mostly. And you?",
  "Just finished a show, a bit tired", "You were great tonight", "Aww thank you 💕", "When are you on again?",
  "Tomorrow at nine", "I'll be there", "Promise?", "Promise 🙂", "Good night then", "Sleep well 😴",
];
/** A conversation of `count` messages, the two sides in turn, one every few minutes over the last hours. */
const conversation = (world: World, member: number, performer: number, count: number, now: number): InboxMessageSent[] => {
  const events: InboxMessageSent[] = [];
  for (let n = 0; n < count; n++) {
    const at = now - (count - n) * 7 * 60_000;
    const event = performerMessage(world.getState(), member, performer, LINES[n % LINES.length]!, at);
    const written = n % 2 === 0 ? event : { ...event, sender: "member" as const };
    world.dispatch(written);
    events.push(written);
  }
  return events;
};
const herUsername = (world: World) => openRoom(world, 2);
const messenger: Scene = {
  member: { credits: 500 },
  prepare: (world, member, now) => {
    const her = world.findPerformer(herUsername(world))!.profile;
    if (member) conversation(world, member.id, her.id, 60, now());
  },
  path: (world) => `/en/messenger/${herUsername(world)}`,
  play: (scene) => {
    setTimeout(() => {
      const her = scene.world.findPerformer(herUsername(scene.world))!.profile;
      if (scene.member) scene.world.dispatch(performerMessage(scene.world.getState(), scene.member.id, her.id, "Are you still there? 😊", scene.now()));
      scene.say(`${her.username} answered`);
    }, 3000);
  },
  controls: [
    {
      label: "She answers",
      run: ({ world, member, now, say }) => {
        const her = world.findPerformer(herUsername(world))!.profile;
        if (member) world.dispatch(performerMessage(world.getState(), member.id, her.id, LINES[Math.floor(Math.random() * LINES.length)]!, now()));
        say(`${her.username} answered`);
      },
    },
  ],
};
/** The messenger with a long conversation (60 messages); three seconds in, her answer arrives. */
export const MessengerHerAnswerArriving: Story = () => <PageStory scene={messenger} />;
