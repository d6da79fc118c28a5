import type { QaRoutes } from "./qa-router";
import { Result, Schema } from "effect";
import { validateMessage } from "@camstage/core";
import type { World } from "../world/world";
import type { WorldState } from "../world/world.schema";
import type { InboxConversation, InboxMessage } from "../inbox/inbox.schema";
import { conversationIn } from "../inbox/inbox.reducer";
import { conversationWith } from "../inbox/inbox-list";
import { performerMessage } from "../inbox/inbox-send";
import { profileOf, unreadOf } from "../inbox/inbox.wire";
import { attachmentUrl } from "../inbox/inbox-attachment";
import { badBody, QA_LABELS, qaError } from "./qa-errors";

/** Body of `POST /simulator/api/inbox/send`: a performer (username) writes to a member (id). */
export const InboxQaSend = Schema.Struct({ from: Schema.String, to: Schema.Int, text: Schema.String });
/** Body of `POST /simulator/api/inbox/read`: the performer reads the member's messages. */
export const InboxQaRead = Schema.Struct({ performer: Schema.String, member: Schema.Int });
/** Body of `POST /simulator/api/inbox/settings`: the reply bot on or off. */
export const InboxQaSettings = Schema.Struct({ replies: Schema.Boolean });

const decodeSend = Schema.decodeUnknownResult(InboxQaSend);
const decodeRead = Schema.decodeUnknownResult(InboxQaRead);
const decodeSettings = Schema.decodeUnknownResult(InboxQaSettings);

/** A message as QA reads it: who wrote it and how far it got (`read` once the recipient read it). */
const qaMessage = (message: InboxMessage) => ({
  id: message.id,
  owner: message.sender,
  text: message.text,
  attachment: message.image === null ? null : attachmentUrl(message.id),
  status: message.read ? "read" : message.delivered ? "delivered" : "sent",
});

const qaConversation = (state: WorldState, conversation: InboxConversation) => ({
  id: conversation.id,
  performer: profileOf(state, conversation.performer)?.username ?? String(conversation.performer),
  unread: unreadOf(conversation),
  deleted: conversation.deleted,
  messages: conversation.messages.map(qaMessage),
});

/** `GET /simulator/api/inbox?member={id}`: the member's conversations in id order, every message oldest first. */
export const qaInbox = (state: WorldState, member: number) => state.inbox.conversations.filter((c) => c.member === member).map((c) => qaConversation(state, c));

const liveMember = (state: WorldState, id: number) => state.members.find((m) => m.id === id && !m.deleted);

/** QA drives both sides of the messenger (issue 13): reads a member's inbox, writes and reads as a performer, switches the reply bot. */
export const addInboxQaRoutes = (router: QaRoutes, world: World, now: () => number): void => {
  router.get("/inbox", (req, res) => {
    const member = Number(req.query.member);
    if (!Number.isInteger(member)) {
      qaError(res, 400, QA_LABELS.query, "Expected ?member= a member id");
      return;
    }
    if (liveMember(world.getState(), member) === undefined) {
      qaError(res, 404, QA_LABELS.member, `Unknown member: ${member}`);
      return;
    }
    res.json(qaInbox(world.getState(), member));
  });

  router.post("/inbox/send", (req, res) => {
    const send = decodeSend(req.body);
    const text = Result.isSuccess(send) ? send.success.text.trim() : "";
    if (Result.isFailure(send) || !validateMessage({ text, hasAttachment: false, credits: 0 }, { price: 0 }).ok) {
      badBody(res, 'Expected {"from": performer username, "to": member id, "text": 1 to 255 characters}', Result.isFailure(send) ? send.failure.message : undefined);
      return;
    }
    const state = world.getState();
    const performer = world.findPerformer(send.success.from)?.profile;
    if (performer === undefined || liveMember(state, send.success.to) === undefined) {
      if (performer === undefined) qaError(res, 404, QA_LABELS.performer, `Unknown performer: ${send.success.from}`);
      else qaError(res, 404, QA_LABELS.member, `Unknown member: ${send.success.to}`);
      return;
    }
    const event = performerMessage(state, send.success.to, performer.id, text, now());
    const after = world.dispatch(event);
    const conversation = conversationIn(after.inbox, event.conversation)!;
    res.json({ conversation: conversation.id, message: qaMessage(conversation.messages.at(-1)!) });
  });

  router.post("/inbox/read", (req, res) => {
    const read = decodeRead(req.body);
    if (Result.isFailure(read)) {
      badBody(res, 'Expected {"performer": username, "member": id}', read.failure.message);
      return;
    }
    const performer = world.findPerformer(read.success.performer)?.profile;
    const conversation = performer && conversationWith(world.getState(), read.success.member, performer.id);
    if (conversation === undefined) {
      qaError(res, 404, QA_LABELS.conversation, `No conversation between ${read.success.performer} and member ${read.success.member}`);
      return;
    }
    const unread = conversation.messages.filter((m) => m.sender === "member" && !m.read).length;
    if (unread > 0) world.dispatch({ type: "inbox.read", conversation: conversation.id, reader: "performer" });
    res.json({ conversation: conversation.id, read: unread });
  });

  router.get("/inbox/settings", (_req, res) => {
    res.json({ replies: world.getState().inbox.replies });
  });

  router.post("/inbox/settings", (req, res) => {
    const settings = decodeSettings(req.body);
    if (Result.isFailure(settings)) {
      badBody(res, 'Expected {"replies": true|false}', settings.failure.message);
      return;
    }
    res.json({ replies: world.dispatch({ type: "inbox.replies.set", active: settings.success.replies }).inbox.replies });
  });
};
