import { Schema } from "effect";

/** §3 Tracking (POST /tracker `log`). */
export const TrackingLog = Schema.Struct({
  session: Schema.String,
  fingerprint: Schema.String,
  log: Schema.Struct({
    ip: Schema.String,
    host: Schema.String,
    timestamp: Schema.Number,
    event: Schema.String,
  }),
  duration: Schema.Struct({
    startTime: Schema.Number,
    eventTime: Schema.Number,
    betweenEvent: Schema.Number,
  }),
});
export type TrackingLog = typeof TrackingLog.Type;

/** What a tracking log reports (issue 28): the session's start, a route change, the page's close. */
export const TrackingEventName = Schema.Literals(["session.start", "route.change", "session.close"]);
export type TrackingEventName = typeof TrackingEventName.Type;

/**
 * §7 POST /tracker: the log and the member's token; a route change also carries the §3 click-tracking record (§2.1
 * "dispatched on every route change"; the spec names no call of its own for it).
 */
export const TrackerRequest = Schema.Struct({
  log: TrackingLog,
  click: Schema.optional(Schema.suspend(() => ClickTrackingRecord)),
  token: Schema.optional(Schema.NullOr(Schema.String)),
});
export type TrackerRequest = typeof TrackerRequest.Type;

/** §3 Click-tracking record, dispatched on every route change (§2.1). */
export const ClickTrackingRecord = Schema.Struct({
  ip: Schema.String,
  service: Schema.String,
  host: Schema.String,
  url: Schema.String,
  urlParams: Schema.Record(Schema.String, Schema.String),
  statusCode: Schema.Number,
  referrer: Schema.String,
  affiliateCode: Schema.String,
  affiliateInfo: Schema.String,
  ua: Schema.String,
  token: Schema.NullOr(Schema.String),
});
export type ClickTrackingRecord = typeof ClickTrackingRecord.Type;

/** §4 analytics events pushed to the tag manager. */
export const AnalyticsEventName = Schema.Literals(["select_item", "start_payment", "begin_checkout", "page_view", "sign_up", "purchase", "conversion"]);
export type AnalyticsEventName = typeof AnalyticsEventName.Type;
/** What goes to the tag manager: an event named by the schema above (issue 28: one list of names), and its data. */
export type AnalyticsEvent = { readonly event: AnalyticsEventName } & Readonly<Record<string, unknown>>;

/** §3 bundle tracking item (select-item, begin-checkout). */
export const BundleTrackingItem = Schema.Struct({
  index: Schema.Number,
  quantity: Schema.Number,
  item_name: Schema.String,
  item_id: Schema.String,
  affiliation: Schema.String,
  currency: Schema.String,
  item_brand: Schema.String,
  item_category: Schema.String,
  price: Schema.Number,
});
export type BundleTrackingItem = typeof BundleTrackingItem.Type;

/** §3 Purchase analytics item: the SKU is the item id plus the bundle id; the category is Standard; price in euro. */
export const PurchaseAnalyticsItem = Schema.Struct({
  item_id: Schema.String,
  bundle_id: Schema.Number,
  item_name: Schema.String,
  affiliation: Schema.String,
  currency: Schema.String,
  item_brand: Schema.String,
  item_category: Schema.Literal("Standard"),
  wallet_type: Schema.String,
  price: Schema.Number,
});
export type PurchaseAnalyticsItem = typeof PurchaseAnalyticsItem.Type;

/** §2.1 page-view event: route name, page type, URL, document title. */
export const PageViewEvent = Schema.Struct({
  event: Schema.Literal("page_view"),
  routeName: Schema.String,
  pageType: Schema.String,
  url: Schema.String,
  title: Schema.String,
});
export type PageViewEvent = typeof PageViewEvent.Type;
