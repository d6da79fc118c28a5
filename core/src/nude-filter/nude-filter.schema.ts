import { Schema } from "effect";

export const NudeFilterEvent = Schema.Union([
  /** Sent on load with the splash query flag (§2.1 `splash6`). */
  Schema.Struct({ type: Schema.Literal("nudeFilter.apply"), splash: Schema.Boolean }),
]).pipe(Schema.toTaggedUnion("type"));
export type NudeFilterEvent = typeof NudeFilterEvent.Type;
