import { VIDEO_EXTENSIONS } from "../constants";
import type { Album, AlbumItem } from "../domain/performer.schema";

/** §2.6 a slide is a video when its kind says so or its file has a video extension (mp4, avi, mkv, mov). */
export function isVideo(item: Pick<AlbumItem, "kind" | "url">): boolean {
  if (item.kind === "video") return true;
  const extension = item.url.split(/[?#]/)[0]?.split(".").pop()?.toLowerCase() ?? "";
  return (VIDEO_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * §2.6 the lightbox shows the album's items with the cover first: the item whose picture is the cover moves
 * to the front, or the cover is added as a first photo when no item carries it.
 */
export function toSlides(album: Pick<Album, "id" | "cover" | "items">): AlbumItem[] {
  const coverIndex = album.items.findIndex((item) => item.url === album.cover || item.poster === album.cover);
  const cover = album.items[coverIndex];
  if (cover) return [cover, ...album.items.filter((_, i) => i !== coverIndex)];
  if (!album.cover) return [...album.items];
  return [{ id: `${album.id}-cover`, kind: "photo", url: album.cover, nonude: album.cover }, ...album.items];
}

/** Keeps a page within 1..count. */
export const clampPage = (page: number, count: number): number => Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, count));
