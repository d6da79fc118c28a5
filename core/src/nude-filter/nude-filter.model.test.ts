import { expect } from "vitest";
import { describeModel } from "../testing/model-test";
import { connectNudeFilter, type NudeFilterSnapshot } from "./nude-filter.connect";
import { nudeFilterMachine } from "./nude-filter.machine";

const item = { snapshot: "nude.jpg", nonude: "safe.jpg" };

describeModel("nude filter", {
  machine: nudeFilterMachine,
  samples: { "nudeFilter.apply": [{ type: "nudeFilter.apply", splash: true }, { type: "nudeFilter.apply", splash: false }] },
  expose: (snapshot) => connectNudeFilter(snapshot as NudeFilterSnapshot, () => {}),
  states: {
    inactive: (view) => expect([view.noNude, view.image(item)]).toEqual([false, "nude.jpg"]),
    // §2.1 the splash flag: every request says nonude=1 and the non-nude picture shows.
    active: (view) => expect([view.noNude, view.image(item)]).toEqual([true, "safe.jpg"]),
  },
});
