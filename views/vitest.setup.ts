import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Tests must pass on a slow, loaded machine: `findBy…` and `waitFor` wait up to 10 s (the default 1 s is a race
// with the machine's load). They still end as soon as what they wait for is there.
configure({ asyncUtilTimeout: 10_000 });

// Every test unmounts what it rendered and leaves an empty body. Testing Library registers its cleanup only when it
// is first imported, which is once per worker when test files share their modules (`isolate: false`); and what React
// Aria adds to the body outside React (its live announcer's `log` regions) would otherwise meet the next file's queries.
afterEach(() => {
  cleanup();
  // A file may choose the node environment (`@vitest-environment node`): it has no document.
  if (typeof document !== "undefined") document.body.replaceChildren();
});
