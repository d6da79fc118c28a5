import type { MemberEvent } from "./member.schema";
import type { WorldEvent, WorldRecord, WorldRecording } from "./world.schema";

/**
 * ARCHITECTURE §7 the exported recording (`GET /simulator/api/events`) and the server log carry no secret. The world keeps
 * its secrets (so `world.recording()` replays exactly in-process); what leaves the host has placeholders instead:
 * - salts, password hashes, reset codes and PINs become `redacted`;
 * - a mailed link keeps its shape, its key, token and code do not: a token keeps its header and payload (who, until
 *   when) and loses its signature, like the site's own exports; any other value becomes `redacted`.
 * Replayed, such a recording gives the same members, credits, favourites, payments, calls and mails, but no password
 * matches a `redacted` hash (a replayed member sets a new one through forgot-password), a `redacted` reset code opens
 * nothing and a `redacted` PIN confirms no call; the mailed links of the replay do not work.
 * A member's photo in the messenger (§5, megabytes and private) becomes `redacted` too: replayed, it shows nothing.
 * Each feature redacts its own events (its `WorldFeature`'s `redact`: dial-in its PINs, inbox its photos); the
 * member events are the world's own, redacted here.
 */
export const REDACTED = "redacted";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
/** The query values of a mailed link that open something: §2.1 action=validate (key), action=resetpassword (token, password). */
const LINK_SECRETS = ["key", "token", "password"] as const;

const redactValue = (value: string) => (TOKEN_SHAPE.test(value) ? `${value.slice(0, value.lastIndexOf("."))}.${REDACTED}` : REDACTED);

export const redactLink = (link: string): string => {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return REDACTED;
  }
  for (const key of LINK_SECRETS) {
    const value = url.searchParams.get(key);
    if (value !== null) url.searchParams.set(key, redactValue(value));
  }
  return url.toString();
};

/** A member event with its secrets replaced; events without secrets are returned as they are. */
export const redactMemberEvent = (event: MemberEvent): MemberEvent => {
  switch (event.type) {
    case "member.registered":
    case "member.password.changed":
      return { ...event, salt: REDACTED, passwordHash: REDACTED };
    case "member.reset.requested":
      return { ...event, code: REDACTED };
    case "mail.sent":
      return { ...event, link: redactLink(event.link) };
    default:
      return event;
  }
};

/** Records and recordings redacted event by event, with the registry's `redactEvent` (world.features.ts). */
export const redactionOf = (redactEvent: (event: WorldEvent) => WorldEvent) => {
  const redactRecord = (record: WorldRecord): WorldRecord => ({ ...record, event: redactEvent(record.event) });
  const redactRecording = (recording: WorldRecording): WorldRecording => ({ ...recording, events: recording.events.map(redactRecord) });
  return { redactEvent, redactRecord, redactRecording };
};
