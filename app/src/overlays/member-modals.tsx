import { useQuery } from "@tanstack/react-query";
import { connectCredits, connectInbox, connectModalHost, connectVip, pickImage, type ModalType } from "@camstage/core";
import {
  DeleteChatModal,
  EndVipModal,
  ModalLocksPage,
  NoCreditsForTipModal,
  NoCreditsForVipModal,
  AccountDeletedModal,
  NoCreditsModal,
  PromoModal,
  type AuthView,
} from "@camstage/views";
import { useFlow } from "../flows/use-flow";
import { usePaymentActions } from "../payments/payment-actions";
import { useQueryEnv, useSitePath } from "../site/site-hooks";
import { profileQuery } from "../queries";
import { usePromo } from "./use-promo";
import { siteHref } from "../platform/site-href";
import {
  SiteAuthModal,
  SiteChangeUsernameModal,
  SiteLanderPopup,
  SiteRegistrationConfirmation,
  SiteResetPasswordModal,
  SiteVerificationModal,
} from "./account-modals";

const AUTH_VIEWS: readonly string[] = ["login", "register", "forgotPassword"];

/**
 * §2.6 the modal host's member modals: one at a time, chosen by the modal-host flow. Loaded on demand (it only
 * renders once a modal is open).
 */
export function MemberModals({ onClose }: { onClose: () => void }) {
  const host = useFlow("modalHost", connectModalHost);
  if (host.modal === null) return null;
  // §4 in a VIP session a modal leaves the page's scrolling.
  return <ModalLocksPage.Provider value={host.locksPage}>{memberModal(host.modal, host.open, onClose)}</ModalLocksPage.Provider>;
}

function memberModal(modal: ModalType, open: (view: AuthView) => void, onClose: () => void) {
  if (AUTH_VIEWS.includes(modal)) return <SiteAuthModal view={modal as AuthView} onSwitch={open} onClose={onClose} />;
  switch (modal) {
    case "resetPassword":
      return <SiteResetPasswordModal onClose={onClose} />;
    case "emailVerification":
      return <SiteVerificationModal onClose={onClose} />;
    case "registrationConfirmation":
      return <SiteRegistrationConfirmation onClose={onClose} />;
    case "lander":
      return <SiteLanderPopup onClose={onClose} />;
    case "changeUsername":
      return <SiteChangeUsernameModal onClose={onClose} />;
    case "noCredits":
    case "noCreditsForTip":
    case "noCreditsForVip":
      return <SiteNoCreditsModal kind={modal} onClose={onClose} />;
    case "promo":
      return <SitePromoModal onClose={onClose} />;
    case "endVip":
      return <SiteEndVipModal onClose={onClose} />;
    case "deleteChat":
      return <SiteDeleteChatModal onClose={onClose} />;
    case "accountDeleted":
      return <AccountDeletedModal isOpen onClose={onClose} />;
    default:
      return null;
  }
}

/** §2.6 EndVipModal: the member ends the VIP show after saying yes (§4 stop VIP ends it and hides the modal). */
function SiteEndVipModal({ onClose }: { onClose: () => void }) {
  const vip = useFlow("vip", connectVip);
  const env = useQueryEnv();
  const performer = vip.performer ?? "";
  // The performer's snapshot, from the stream page's profile (already fetched).
  const profile = useQuery({ ...profileQuery(env, performer), enabled: performer !== "" }).data;
  return (
    <EndVipModal
      isOpen
      performer={performer}
      snapshot={profile ? (pickImage(profile, env.session.noNude) ?? null) : null}
      ending={vip.state === "stopping"}
      onConfirm={vip.stop}
      onClose={onClose}
    />
  );
}

const NO_CREDITS_MODALS = { noCredits: NoCreditsModal, noCreditsForTip: NoCreditsForTipModal, noCreditsForVip: NoCreditsForVipModal } as const;

/** §2.6 the no-credits modals: the balance (as minutes) and a way to the wallet. */
function SiteNoCreditsModal({ kind, onClose }: { kind: keyof typeof NO_CREDITS_MODALS; onClose: () => void }) {
  const credits = useFlow("credits", connectCredits);
  const { openWallet } = usePaymentActions();
  const Modal = NO_CREDITS_MODALS[kind];
  return <Modal isOpen onClose={onClose} onBuyCredits={() => openWallet()} balanceMinutes={credits.isKnown ? credits.minutes : null} />;
}

/** §2.6 DeleteChatModal: the list's flow asked; yes deletes (the modal closes when it settles, §8), no keeps it. */
function SiteDeleteChatModal({ onClose }: { onClose: () => void }) {
  const inbox = useFlow("inbox", connectInbox);
  if (inbox.deleting === null) return null;
  return (
    <DeleteChatModal
      isOpen
      username={inbox.deleting.username}
      deleting={inbox.isDeleting}
      onConfirm={inbox.confirmRemove}
      onClose={() => {
        inbox.cancelRemove();
        onClose();
      }}
    />
  );
}

/**
 * §2.4/§4 the promo modal: the platform's banner image, a link into the site (in the visitor's language) or out of it;
 * opening the link closes it. The modal host has already marked it seen for the session.
 */
function SitePromoModal({ onClose }: { onClose: () => void }) {
  const promo = usePromo();
  const sitePath = useSitePath();
  if (promo === null) return null;
  return <PromoModal isOpen imageUrl={promo.image} href={promo.link === null ? null : siteHref(promo.link, sitePath)} onOpenLink={onClose} onClose={onClose} />;
}
