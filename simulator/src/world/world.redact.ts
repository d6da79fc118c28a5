import type { WorldEvent, WorldRecord, WorldRecording } from "./world.schema";

/**
 * DESIGN §7 the exported recording (`GET /simulator/api/events`) and the server log carry no secret. The world keeps
 * its secrets (so `world.recording()` replays exactly in-process); what leaves the host has placeholders instead:
 * - salts, password hashes, reset codes and PINs become `redacted`;
 * - a mailed link keeps its shape, its key, token and code do not: a token keeps its header and payload (who, until
 *   when) and loses its signature, like the site's own exports; any other value becomes `redacted`.
 * Replayed, such a recording gives the same members, credits, favourites, payments, calls and mails, but no password
 * matches a `redacted` hash (a replayed member sets a new one through forgot-password), a `redacted` reset code opens
 * nothing and a `redacted` PIN confirms no call; the mailed links of the replay do not work.
 * A member's photo in the messenger (§5, megabytes and private) becomes `redacted` too: replayed, it shows nothing.
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

/** The event with its secrets replaced; events without secrets are returned as they are. */
export const redactEvent = (event: WorldEvent): WorldEvent => {
  switch (event.type) {
    case "member.registered":
    case "member.password.changed":
      return { ...event, salt: REDACTED, passwordHash: REDACTED };
    case "member.reset.requested":
      return { ...event, code: REDACTED };
    case "mail.sent":
      return { ...event, link: redactLink(event.link) };
    case "dial-in.call.started":
      return { ...event, pin: REDACTED };
    case "inbox.message.sent":
      return event.image === null ? event : { ...event, image: REDACTED };
    default:
      return event;
  }
};

export const redactRecord = (record: WorldRecord): WorldRecord => ({ ...record, event: redactEvent(record.event) });

export const redactRecording = (recording: WorldRecording): WorldRecording => ({ ...recording, events: recording.events.map(redactRecord) });
