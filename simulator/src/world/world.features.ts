import type { WorldEvent, WorldState } from "./world.schema";

/**
 * How a feature folder (payments/, dial-in/, chat/, inbox/) plugs into the world without the world importing it
 * (ARCHITECTURE §2: the folders form layers, world/ at the bottom). A feature's `<feature>.world.ts`
 * 1. adds its events and its part of the state to the world's types, by declaration merging:
 *      declare module "../world/world.schema" {
 *        interface WorldEvents { readonly payments: PaymentEvent }
 *        interface WorldState { readonly payments: readonly PaymentSession[] }
 *      }
 *    so every folder sees one `WorldEvent` union and one `WorldState`;
 * 2. exports its `WorldFeature` (made by `worldFeature`): the event types it folds, its reducer and how it redacts
 *    them (ARCHITECTURE §7), and a `seed…()` for its part of the seed state.
 * The composition root, src/simulated-world.ts, lists the features, spreads their seeds into `seedWorld` and makes
 * `createWorld` from both (`defineWorld`, world.ts). The world's own events are registered the same way
 * (world.reducer.ts). An event whose type no feature listed throws: it would otherwise change nothing silently.
 */
export interface WorldFeature {
  /** The event types the feature folds; no two features share one. */
  readonly types: ReadonlySet<string>;
  readonly reduce: (state: WorldState, event: WorldEvent, seedState: WorldState) => WorldState;
  /** ARCHITECTURE §7: the event as it may leave the host (world.redact.ts); the event itself when it holds no secret. */
  readonly redact: (event: WorldEvent) => WorldEvent;
}

/**
 * A feature's entry: its reducer and redaction take only the feature's own events `E`. The registry's only casts are
 * here, and safe: `registryOf` hands an event only to the feature that listed its type, so only an `E` reaches them.
 */
export const worldFeature = <E extends WorldEvent>(feature: {
  readonly types: ReadonlySet<E["type"]>;
  readonly reduce: (state: WorldState, event: E, seedState: WorldState) => WorldState;
  readonly redact?: (event: E) => E;
}): WorldFeature => ({
  types: feature.types,
  reduce: feature.reduce as WorldFeature["reduce"],
  redact: (feature.redact ?? ((event: E) => event)) as WorldFeature["redact"],
});

/** The `type`s of a union of event structs (`Schema.Union([Schema.Struct({ type: Schema.Literal(…), … }), …])`). */
export const eventTypes = <T extends string>(union: { readonly members: readonly { readonly fields: { readonly type: { readonly literal: T } } }[] }): ReadonlySet<T> =>
  new Set(union.members.map((member) => member.fields.type.literal));

/** The registry: one reducer and one redaction for every event, each handing the event to the feature that folds it. */
export const registryOf = (features: readonly WorldFeature[]) => {
  const byType = new Map<string, WorldFeature>();
  for (const feature of features) {
    for (const type of feature.types) {
      if (byType.has(type)) throw new Error(`Two world features fold "${type}" events`);
      byType.set(type, feature);
    }
  }
  const featureOf = (event: WorldEvent) => {
    const feature = byType.get(event.type);
    if (feature === undefined) {
      throw new Error(`No world feature folds "${event.type}" events: add the feature that declares them to src/simulated-world.ts`);
    }
    return feature;
  };
  return {
    /** Folds one world event onto the state. `seedState` is what `world.reset` returns to. */
    reduce: (state: WorldState, event: WorldEvent, seedState: WorldState): WorldState => featureOf(event).reduce(state, event, seedState),
    redact: (event: WorldEvent): WorldEvent => featureOf(event).redact(event),
  };
};
