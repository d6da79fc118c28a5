/**
 * URL shapes of the simulator's locally generated media (served by media/media.handlers and the Node host). They live
 * in world/ because the seed writes them into profiles, categories and the configuration; media/ draws what they name.
 */
export const MEDIA_BASE = "/simulator/media";

/**
 * snapshot (4:3), cover (wide), avatar (square), photo-N (3:4); append "-nonude" for the covered variant. The snapshot
 * is a JPEG thumbnail (media.raster), as a platform's thumbnails are raster; the rest is SVG.
 */
export type PerformerImageKind = "snapshot" | "cover" | "avatar" | `photo-${number}`;

export const mediaUrl = {
  performer: (id: number, kind: PerformerImageKind, nonude = false) =>
    `${MEDIA_BASE}/performer/${id}/${kind}${nonude ? "-nonude" : ""}.${kind === "snapshot" ? "jpg" : "svg"}`,
  /** The §3 `nonude` field of a profile: the covered snapshot. */
  nonude: (id: number) => `${MEDIA_BASE}/performer/${id}/nonude.jpg`,
  category: (slug: string) => `${MEDIA_BASE}/category/${slug}.svg`,
  promo: (name: string) => `${MEDIA_BASE}/promo/${name}.svg`,
  logo: () => `${MEDIA_BASE}/logo.svg`,
  video: () => `${MEDIA_BASE}/video/sample.mp4`,
};
