import type { SnapshotFrom } from "xstate";
import type { NudeFilterEvent } from "./nude-filter.schema";
import { pickImage, type Pictured } from "./nude-filter.image";
import type { nudeFilterMachine } from "./nude-filter.machine";

export type NudeFilterSnapshot = SnapshotFrom<typeof nudeFilterMachine>;

export function connectNudeFilter(snapshot: NudeFilterSnapshot, send: (event: NudeFilterEvent) => void) {
  const active = snapshot.value === "active";
  return {
    active,
    /** The §7 no-nude flag every request carries. */
    noNude: active,
    image: (item: Pictured) => pickImage(item, active),
    apply: (splash: boolean) => send({ type: "nudeFilter.apply", splash }),
  };
}
export type NudeFilterConnect = ReturnType<typeof connectNudeFilter>;
