import { CREDITS_PER_MINUTE } from "@camstage/core";
import type { WorldState } from "../world/world.schema";
import { creditMember } from "../world/member.reducer";
import { canMove, type DialInCall, type DialInEvent, type IvrRecord } from "./dial-in.schema";

/**
 * The credits an ended call buys. The caller pays the tariff per minute on the phone bill and gets one minute of
 * chat per minute in call: 60 credits a minute (§9), i.e. one credit per whole second between going in call and
 * ending. A call that never went in call buys nothing.
 */
export const callCredits = (call: Pick<DialInCall, "connectedAt">, endedAt: number): number =>
  call.connectedAt === null ? 0 : Math.floor((Math.max(0, endedAt - call.connectedAt) / 1000) * (CREDITS_PER_MINUTE / 60));

const updateIvr = (state: WorldState, session: string, change: (ivr: IvrRecord) => IvrRecord): WorldState => {
  const index = state.ivrSessions.findIndex((s) => s.session === session);
  const ivr = state.ivrSessions[index];
  if (ivr === undefined) return state;
  const next = change(ivr);
  if (next === ivr) return state;
  const ivrSessions = [...state.ivrSessions];
  ivrSessions[index] = next;
  return { ...state, ivrSessions };
};

/** Folds one dial-in event onto the world. */
export const reduceDialIn = (state: WorldState, event: DialInEvent): WorldState => {
  switch (event.type) {
    case "ivr.session.created": {
      if (state.ivrSessions.some((s) => s.session === event.session)) return state;
      const { type: _type, ...fields } = event;
      return { ...state, ivrSessions: [...state.ivrSessions, { ...fields, call: null }] };
    }
    case "dial-in.call.started":
      // One call per IVR session.
      return updateIvr(state, event.session, (ivr) =>
        ivr.call !== null
          ? ivr
          : { ...ivr, call: { pin: event.pin, state: "pending", member: null, username: null, startedAt: event.at, connectedAt: null, endedAt: null, credited: 0 } },
      );
    case "dial-in.call.linked":
      return updateIvr(state, event.session, (ivr) =>
        ivr.call === null || ivr.call.state !== "pending" ? ivr : { ...ivr, call: { ...ivr.call, member: event.member, username: event.username } },
      );
    case "dial-in.call.moved": {
      const ivr = state.ivrSessions.find((s) => s.session === event.session);
      const call = ivr?.call;
      if (call === undefined || call === null || !canMove(call.state, event.state)) return state;
      const credited = event.state === "ended" ? callCredits(call, event.at) : 0;
      const moved: DialInCall = {
        ...call,
        state: event.state,
        connectedAt: event.state === "in_call" ? event.at : call.connectedAt,
        endedAt: event.state === "in_call" ? null : event.at,
        credited,
      };
      const next = updateIvr(state, event.session, (record) => ({ ...record, call: moved }));
      // Ended is final, so a call credits its member exactly once: the one whose pin linked it, else (a mobile
      // "call me" without a pin) the member who asked for the IVR session; a guest's call credits no one.
      const payee = call.member ?? ivr?.member ?? null;
      return payee !== null && credited > 0 ? creditMember(next, payee, credited) : next;
    }
  }
};
