import { configure } from "@testing-library/react";

// Tests must pass on a slow, loaded machine: `findBy…` and `waitFor` wait up to 10 s (the default 1 s is a race
// with the machine's load). They still end as soon as what they wait for is there.
configure({ asyncUtilTimeout: 10_000 });
