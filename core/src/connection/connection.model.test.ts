import { expect } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { controllable } from "../testing/machine-model";
import { describeModel } from "../testing/model-test";
import { connectConnection, type ConnectionSnapshot } from "./connection.connect";
import { connectionMachine, type ConnectionContext } from "./connection.machine";

describeModel("connection", {
  machine: connectionMachine,
  samples: {
    "platform.reachable": [{ type: "platform.reachable" }],
    "platform.unreachable": [{ type: "platform.unreachable" }],
    "socket.member.connected": [{ type: "socket.member.connected" }],
    "socket.member.disconnected": [
      { type: "socket.member.disconnected", reason: "transport close" },
      { type: "socket.member.disconnected", reason: "io client disconnect" },
    ],
    "socket.member.error": [
      { type: "socket.member.error", message: "websocket error" },
      { type: "socket.member.error", message: "forbidden.token.invalid" },
    ],
    "connection.socketClosed": [{ type: "connection.socketClosed" }],
    "xstate.done.actor.probe": [{ type: "xstate.done.actor.probe", output: null }],
    "xstate.error.actor.probe": [{ type: "xstate.error.actor.probe", error: new Error("Failed to fetch") }],
  },
  serializeState: (s: AnyMachineSnapshot) => {
    const c = s.context as ConnectionContext;
    return JSON.stringify([s.value, c.socketDown, c.platformDown, Math.min(c.attempt, 2)]);
  },
  effects: () => ({ probe: controllable<unknown, void>() }),
  expose: (snapshot) => connectConnection(snapshot as ConnectionSnapshot),
  states: {
    online: (view) => expect(view).toEqual({ notice: "none", isDown: false }),
    // Down but not said yet.
    unsteady: (view) => expect(view).toEqual({ notice: "none", isDown: true }),
    reconnecting: (view) => expect(view).toEqual({ notice: "reconnecting", isDown: true }),
    restored: (view) => expect(view).toEqual({ notice: "restored", isDown: false }),
  },
});
