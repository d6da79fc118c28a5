import { Schema } from "effect";
import { AlbumItem } from "../domain/performer.schema";

/** A 1-based page number. */
export const GalleryPage = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1));

export const GalleryEvent = Schema.Union([
  Schema.Struct({ type: Schema.Literal("gallery.show"), slides: Schema.Array(AlbumItem), page: Schema.optional(GalleryPage) }),
  Schema.Struct({ type: Schema.Literal("gallery.next") }),
  Schema.Struct({ type: Schema.Literal("gallery.previous") }),
  Schema.Struct({ type: Schema.Literal("gallery.goTo"), page: GalleryPage }),
  Schema.Struct({ type: Schema.Literal("gallery.close") }),
]).pipe(Schema.toTaggedUnion("type"));
export type GalleryEvent = typeof GalleryEvent.Type;
