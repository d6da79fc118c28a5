import { useCallback, useMemo } from "react";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { connectGallery, toSlides, type Album, type galleryMachine } from "@camstage/core";

type GalleryActor = ActorRefFrom<typeof galleryMachine>;

/**
 * Binds the §2.6 gallery lightbox to a gallery actor (the app's session owns the site's): the lightbox's view
 * model plus `openAlbum`, which shows an album's slides (cover first) at a 1-based page.
 */
export function useGallery(actorRef: GalleryActor) {
  const snapshot = useSelector(actorRef, (s) => s);
  const { send } = actorRef;
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
