import { useCallback } from "react";
import { connectDrawer, connectModalHost, type ModalType } from "@camstage/core";
import { useFlowLater } from "../flows/use-flow";

/**
 * §2.3 sign-up and login open their modal from the header or the menu drawer, which closes first (also when pressed
 * while the flows still load).
 */
export function useOpenAccount() {
  const authDrawer = useFlowLater("authDrawer", connectDrawer);
  const modalHost = useFlowLater("modalHost", connectModalHost);
  return useCallback(
    (kind: ModalType) => {
      authDrawer((drawer) => drawer.close());
      modalHost((host) => host.open(kind));
    },
    [authDrawer, modalHost],
  );
}
