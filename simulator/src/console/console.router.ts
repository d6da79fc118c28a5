import express, { type Router } from "express";
import { CONSOLE_CSS, CONSOLE_HTML, CONSOLE_JS } from "./console.assets";

export const CONSOLE_PATH = "/simulator";

/** GET /simulator (the page), /simulator/console.js and /simulator/console.css. */
export const createConsoleRouter = (): Router => {
  const router = express.Router();
  const send = (type: string, body: string) => (_req: express.Request, res: express.Response) => {
    res.type(type).set("Cache-Control", "no-cache").send(body);
  };
  router.get(CONSOLE_PATH, send("html", CONSOLE_HTML));
  router.get(`${CONSOLE_PATH}/console.js`, send("text/javascript", CONSOLE_JS));
  router.get(`${CONSOLE_PATH}/console.css`, send("text/css", CONSOLE_CSS));
  return router;
};
