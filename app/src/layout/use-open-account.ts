import { useCallback } from "react";
import { connectDrawer, connectModalHost, type ModalType } from "@camstage/core";
import { useFlow } from "../session/use-flow";

/** §2.3 sign-up and login open their modal from the header or the menu drawer, which closes first. */
export function useOpenAccount() {
  const authDrawer = useFlow("authDrawer", connectDrawer);
  const modalHost = useFlow("modalHost", connectModalHost);
  const { close } = authDrawer;
  const { open } = modalHost;
  return useCallback(
    (kind: ModalType) => {
      close();
      open(kind);
    },
    [close, open],
  );
}
