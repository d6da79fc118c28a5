import { Schema } from "effect";
import { expect, test } from "vitest";
import { ClickTrackingRecord, PurchaseAnalyticsItem, TrackerRequest } from "./tracking.schema";

test("tracker request decodes; a broken one fails", () => {
  const request = {
    log: {
      session: "s", fingerprint: "fp", log: { ip: "127.0.0.1", host: "localhost", timestamp: 1, event: "open" },
      duration: { startTime: 1, eventTime: 2, betweenEvent: 1 },
    },
    token: null,
  };
  expect(Schema.decodeUnknownSync(TrackerRequest)(request)).toEqual(request);
  expect(() => Schema.decodeUnknownSync(TrackerRequest)({ log: { ...request.log, duration: {} } })).toThrow();
});

test("click-tracking record", () => {
  const record = {
    ip: "1.2.3.4", service: "site", host: "h", url: "/", urlParams: { p: "abc" }, statusCode: 200, referrer: "", affiliateCode: "abc",
    affiliateInfo: "", ua: "UA", token: null,
  };
  expect(Schema.decodeUnknownSync(ClickTrackingRecord)(record)).toEqual(record);
  expect(() => Schema.decodeUnknownSync(ClickTrackingRecord)({ ...record, urlParams: { p: 1 } })).toThrow();
});

test("purchase analytics item is category Standard", () => {
  const item = {
    item_id: "SKU-1", bundle_id: 1, item_name: "Starter", affiliation: "camstage", currency: "EUR", item_brand: "camstage",
    item_category: "Standard", wallet_type: "drawer", price: 9.95,
  };
  expect(Schema.decodeUnknownSync(PurchaseAnalyticsItem)(item)).toEqual(item);
  expect(() => Schema.decodeUnknownSync(PurchaseAnalyticsItem)({ ...item, item_category: "Premium" })).toThrow();
});
