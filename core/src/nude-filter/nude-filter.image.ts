/** Anything with a picture and its non-nude variant: list items, summaries, media images, album items. */
export type Pictured = { readonly nonude: string } & ({ readonly snapshot: string } | { readonly url: string });

/**
 * §2.1 nude-content filter: while active, cards show the non-nude picture. With no non-nude variant the
 * result is undefined, so the view shows its placeholder rather than the original.
 */
export function pickImage(item: Pictured, active: boolean): string | undefined {
  if (active) return item.nonude || undefined;
  return "snapshot" in item ? item.snapshot : item.url;
}
