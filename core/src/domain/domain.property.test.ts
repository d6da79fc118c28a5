import { Arbitrary, Effect, Schema } from "effect";
import { expect, test } from "vitest";
import { ChatJoinParameters, ChatMessage, Tip, ToyTip } from "./chat.schema";
import { DialInPhoneNumber, DialInState, IvrSession } from "./ivr.schema";
import { Auth, MemberBasicInfo } from "./member.schema";
import { Conversation, Message, PopupConversation } from "./messaging.schema";
import { ClickTrackingRecord, PurchaseAnalyticsItem, TrackingLog } from "./tracking.schema";
import { Basket, Bundle, PaymentOption, PaymentSessionRequest, WalletState } from "./wallet.schema";

const schemas = {
  MemberBasicInfo, Auth, Bundle, Basket, PaymentOption, WalletState, PaymentSessionRequest, IvrSession, DialInPhoneNumber, DialInState,
  Conversation, Message, PopupConversation, ChatJoinParameters, ChatMessage, Tip, ToyTip, TrackingLog, ClickTrackingRecord, PurchaseAnalyticsItem,
};

// Values generated from each schema (effect's Arbitrary) encode and decode back to themselves.
test.each(Object.entries(schemas))("%s: generated values survive encode and decode", (_name, schema: Schema.Codec<unknown, unknown>) => {
  const samples = Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(schema), { count: 50, seed: 2024 }));
  expect(samples.length).toBe(50);
  for (const value of samples) {
    expect(Schema.decodeUnknownSync(schema)(Schema.encodeSync(schema)(value))).toEqual(value);
  }
});
