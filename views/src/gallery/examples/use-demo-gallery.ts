import { useActorRef } from "@xstate/react";
import { galleryMachine } from "@camstage/core";
import { useGallery } from "../use-gallery";

/** The real gallery machine on its own actor, for stories and tests; the site's gallery is the session's flow. */
export function useDemoGallery() {
  return useGallery(useActorRef(galleryMachine));
}
