import { Schema } from "effect";

/** §3 White-label configuration served by the platform at /common/configuration.json. */
export const Configuration = Schema.Struct({
  company: Schema.Struct({
    name: Schema.String,
    address: Schema.String,
    registration: Schema.String,
    email: Schema.String,
    url: Schema.String,
  }),
  brand: Schema.Struct({
    name: Schema.String,
    logo: Schema.String,
    colors: Schema.Struct({ primary: Schema.String, accent: Schema.String, background: Schema.String, surface: Schema.String, text: Schema.String }),
    home: Schema.String,
    domain: Schema.String,
  }),
  seo: Schema.Record(Schema.String, Schema.Struct({ title: Schema.String, description: Schema.String, keywords: Schema.String, text: Schema.String })),
  languages: Schema.Array(Schema.Struct({ key: Schema.String, name: Schema.String })),
  partner: Schema.Struct({ affiliateCode: Schema.String, affiliateInfo: Schema.String, performerSignupUrl: Schema.String, affiliateUrl: Schema.String }),
  features: Schema.Struct({ messenger: Schema.Boolean, safe: Schema.Boolean, christmasMode: Schema.Boolean, categories: Schema.Boolean }),
  /** §2.3/§2.6 a seasonal theme the operator switches on (issue 28); christmas is `features.christmasMode`. */
  theme: Schema.optional(Schema.NullOr(Schema.Literals(["valentine"]))),
  marketing: Schema.Struct({ welcomeCredits: Schema.Number }),
  promotions: Schema.Array(Schema.Struct({ placement: Schema.String, image: Schema.String, link: Schema.String })),
  indexable: Schema.Boolean,
  whiteLabelToken: Schema.String,
});
export type Configuration = typeof Configuration.Type;

/** §3 Promo. */
export const Promo = Schema.Struct({ placement: Schema.String, data: Schema.Struct({ image: Schema.String, link: Schema.optional(Schema.String) }) });
export type Promo = typeof Promo.Type;
export const PromoList = Schema.Struct({ items: Schema.Array(Promo) });

/** §3 Geo info. */
export const GeoInfo = Schema.Struct({
  ip: Schema.String, region: Schema.String, city: Schema.String, postal_code: Schema.String,
  latitude: Schema.Number, longitude: Schema.Number, dma_code: Schema.String, area_code: Schema.String, country_code: Schema.String,
});
export type GeoInfo = typeof GeoInfo.Type;
