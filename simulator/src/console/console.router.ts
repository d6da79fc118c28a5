import express, { type Router } from "express";
import { CONSOLE_CSS, CONSOLE_HTML } from "./console.assets";
import { consoleScript } from "./console.script";

import { CONSOLE_PATH } from "./console-path";

export { CONSOLE_PATH };

/** GET /simulator (the page), /simulator/console.js (built from page/, console.script.ts) and /simulator/console.css. */
export const createConsoleRouter = (): Router => {
  const router = express.Router();
  const send = (type: string, body: string) => (_req: express.Request, res: express.Response) => {
    res.type(type).set("Cache-Control", "no-cache").send(body);
  };
  router.get(CONSOLE_PATH, send("html", CONSOLE_HTML));
  router.get(`${CONSOLE_PATH}/console.js`, (req, res, next) => {
    consoleScript().then((script) => send("text/javascript", script)(req, res), next);
  });
  router.get(`${CONSOLE_PATH}/console.css`, send("text/css", CONSOLE_CSS));
  return router;
};
