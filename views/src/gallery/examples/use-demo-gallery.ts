import { useActorRef } from "@xstate/react";
import { connectGallery, galleryMachine } from "@camstage/core";
import { useActorConnect } from "../../examples/use-actor-connect";
import { useGallery } from "../use-gallery";

/** The real gallery machine on its own actor, for stories and tests; the site's gallery is the session's flow. */
export function useDemoGallery() {
  return useGallery(useActorConnect(useActorRef(galleryMachine), connectGallery));
}
