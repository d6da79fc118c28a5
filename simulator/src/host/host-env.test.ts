import { describe, expect, it } from "vitest";
import { callJson, startNodeHost } from "../testing/node-host";
import { simulatorEnvOptions } from "./mount-simulator";

// The Node host's settings from the environment: `npm start` and the Playwright specs' server (scripts/e2e.mjs).
const PASSWORD = "secret12";

describe("the Node host's login labels", () => {
  const unknownLogin = async (env: string | undefined) => {
    const saved = process.env.CAMSTAGE_LOGIN_LABELS;
    if (env === undefined) delete process.env.CAMSTAGE_LOGIN_LABELS;
    else process.env.CAMSTAGE_LOGIN_LABELS = env;
    const node = await startNodeHost();
    try {
      return (await callJson(node.base, "POST", "/api/member/login", { body: { username: "nobody@example.com", password: PASSWORD } })).body.label;
    } finally {
      await node.close();
      if (saved === undefined) delete process.env.CAMSTAGE_LOGIN_LABELS;
      else process.env.CAMSTAGE_LOGIN_LABELS = saved;
    }
  };

  it("are uniform by default and distinct with CAMSTAGE_LOGIN_LABELS=distinct (the spec server's setting)", async () => {
    expect(await unknownLogin(undefined)).toBe("badRequest.invalid.login");
    expect(await unknownLogin("distinct")).toBe("badRequest.login.notExists");
  });
});

describe("the Node host's settings from the environment", () => {
  it("are the site origin, the allowed hosts, the QA key and the login labels", () => {
    const env = { CAMSTAGE_SITE_ORIGIN: "https://camstage.example", CAMSTAGE_ALLOWED_HOSTS: "alias.example:8080, www.camstage.example", CAMSTAGE_QA_KEY: "k" };
    expect(simulatorEnvOptions({ ...env, CAMSTAGE_LOGIN_LABELS: "distinct" })).toEqual({
      siteOrigin: "https://camstage.example", allowedHosts: ["alias.example:8080", "www.camstage.example"], qaKey: "k", loginLabels: "distinct",
    });
    expect(simulatorEnvOptions({ CAMSTAGE_LOGIN_LABELS: "loud" })).toEqual({});
  });
});

describe("the world size from the environment", () => {
  it("takes a whole number of performers and ignores anything else", () => {
    expect(simulatorEnvOptions({ CAMSTAGE_SIM_PERFORMERS: "1200" })).toEqual({ performers: 1200 });
    for (const bad of ["0", "-5", "12.5", "many", "", "100000"]) expect(simulatorEnvOptions({ CAMSTAGE_SIM_PERFORMERS: bad })).toEqual({});
  });

  it("seeds a node host's world with that many performers", async () => {
    const saved = process.env.CAMSTAGE_SIM_PERFORMERS;
    process.env.CAMSTAGE_SIM_PERFORMERS = "1000";
    const node = await startNodeHost();
    try {
      const performers = (await callJson(node.base, "GET", "/simulator/api/performers")).body as unknown[];
      expect(performers).toHaveLength(1000);
    } finally {
      await node.close();
      if (saved === undefined) delete process.env.CAMSTAGE_SIM_PERFORMERS;
      else process.env.CAMSTAGE_SIM_PERFORMERS = saved;
    }
  });
});
