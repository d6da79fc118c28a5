import { useCallback, useMemo } from "react";
import { useMachine } from "@xstate/react";
import { connectGallery, galleryMachine, toSlides, type Album } from "@camstage/core";

/**
 * Binds the §2.6 gallery machine: the lightbox's view model plus `openAlbum`, which shows an album's
 * slides (cover first) at a 1-based page.
 */
export function useGallery() {
  const [snapshot, send] = useMachine(galleryMachine);
  const view = useMemo(() => connectGallery(snapshot, send), [snapshot, send]);
  // Stable across snapshots (send is), so effects that open an album do not re-run on every slide change.
  const openAlbum = useCallback(
    (album: Pick<Album, "id" | "cover" | "items">, page?: number) =>
      send(page === undefined ? { type: "gallery.show", slides: toSlides(album) } : { type: "gallery.show", slides: toSlides(album), page }),
    [send],
  );
  return { ...view, openAlbum };
}
export type UseGallery = ReturnType<typeof useGallery>;
