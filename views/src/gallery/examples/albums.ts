import type { Album } from "@camstage/core";
import { portrait } from "../../examples/portraits";

const photo = (album: string, n: number, seed: number) => ({
  id: `${album}-photo-${n}`,
  kind: "photo" as const,
  url: portrait(seed, { width: 1200, height: 900 }),
  nonude: portrait(seed, { width: 1200, height: 900, soft: true }),
});

/** Five photos; the cover is the third photo, so the lightbox moves it to the front (§2.6 cover first). */
export const photoAlbum: Album = (() => {
  const items = [1, 2, 3, 4, 5].map((n) => photo("a1", n, n + 2));
  return { id: "a1", title: "Summer vibes", cover: items[2]!.url, items };
})();

/** A video first, then photos: the video autoplays muted and looping (§2.6). */
export const videoAlbum: Album = {
  id: "a2",
  title: "Behind the scenes",
  cover: portrait(11, { width: 1200, height: 900 }),
  items: [
    {
      id: "a2-video-1",
      kind: "video",
      url: "/media/video/sample.mp4",
      nonude: portrait(11, { width: 1200, height: 900, soft: true }),
      poster: portrait(11, { width: 1200, height: 900 }),
    },
    photo("a2", 1, 12),
    photo("a2", 2, 13),
  ],
};

/** Twelve photos, for the "12 / 12" last-slide state. */
export const longAlbum: Album = (() => {
  const items = Array.from({ length: 12 }, (_, i) => photo("a3", i + 1, 20 + i));
  return { id: "a3", title: "Photoshoot", cover: items[0]!.url, items };
})();
