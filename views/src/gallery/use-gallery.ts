import { useCallback, useLayoutEffect, useRef } from "react";
import { toSlides, type Album, type GalleryConnect } from "@camstage/core";

/**
 * Binds the §2.6 gallery lightbox to a gallery flow (its `connect` result; the app's session owns the site's): the
 * lightbox's view model plus `openAlbum`, which shows an album's slides (cover first) at a 1-based page.
 */
export function useGallery(api: GalleryConnect) {
  // Stable across snapshots, so effects that open an album do not re-run on every slide change.
  const show = useRef(api.show);
  useLayoutEffect(() => {
    show.current = api.show;
  });
  const openAlbum = useCallback((album: Pick<Album, "id" | "cover" | "items">, page?: number) => show.current(toSlides(album), page), []);
  return { ...api, openAlbum };
}
export type UseGallery = ReturnType<typeof useGallery>;
