import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import {
  LOCAL_STORAGE_KEYS,
  storedPerformer,
  verificationReturnTo,
  connectCredits,
  connectInbox,
  connectModalHost,
  connectVip,
  pickImage,
  type ModalType,
} from "@camstage/core";
import {
  AuthModal,
  ChangeUsernameModal,
  DeleteChatModal,
  EndVipModal,
  LanderPopup,
  LanguageMenu,
  ModalLocksPage,
  NoCreditsForTipModal,
  NoCreditsForVipModal,
  AccountDeletedModal,
  NoCreditsModal,
  PromoModal,
  RegistrationConfirmationModal,
  ResetPasswordModal,
  VerificationModal,
  useChangeUsername,
  useForgotPassword,
  useLogin,
  useRegister,
  useResetPassword,
  useVerification,
  type AuthView,
} from "@camstage/views";
import { useFlow, useFlowActor } from "../session/use-flow";
import { usePaymentActions } from "./payment-actions";
import { useIsMobile } from "./use-is-mobile";
import { useSiteLanguages } from "./use-site-languages";
import { useConfiguration, useQueryEnv, useSiteContext, useSitePath } from "./site-hooks";
import { profileQuery } from "../queries";
import { usePromo } from "./use-promo";
import { siteHref } from "../platform/site-href";

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

function SiteAuthModal({ view, onSwitch, onClose }: { view: AuthView; onSwitch: (view: AuthView) => void; onClose: () => void }) {
  const configuration = useConfiguration();
  const sitePath = useSitePath();
  const sessionActor = useFlowActor("session");
  const login = useLogin(sessionActor);
  // §2.4 the login card carries the language dropdown on mobile (the header has none there).
  const isMobile = useIsMobile();
  const { languages, current, switchLanguage } = useSiteLanguages();
  const register = useRegister(sessionActor);
  const forgot = useForgotPassword(useFlowActor("forgotPassword"));
  return (
    <AuthModal
      view={view}
      onSwitch={onSwitch}
      onClose={onClose}
      login={{
        ...login.formProps,
        languageSlot: isMobile ? <LanguageMenu languages={languages} current={current} onSelect={switchLanguage} /> : undefined,
      }}
      register={{
        ...register.formProps,
        termsHref: sitePath("/terms-conditions"),
        privacyHref: sitePath("/privacy"),
        welcomeCredits: configuration.marketing.welcomeCredits,
      }}
      forgotPassword={{ ...forgot.formProps, onBack: forgot.back }}
    />
  );
}

function SiteResetPasswordModal({ onClose }: { onClose: () => void }) {
  const reset = useResetPassword(useFlowActor("resetPassword"));
  const host = useFlow("modalHost", connectModalHost);
  return <ResetPasswordModal isOpen onClose={onClose} onLogin={() => host.open("login")} {...reset.modalProps} />;
}

function SiteVerificationModal({ onClose }: { onClose: () => void }) {
  const configuration = useConfiguration();
  const verification = useVerification(useFlowActor("verification"));
  const { openWallet } = usePaymentActions();
  const returnToPerformer = useReturnToStoredPerformer();
  return (
    <VerificationModal
      isOpen
      onClose={() => {
        onClose();
        void returnToPerformer();
      }}
      welcomeCredits={configuration.marketing.welcomeCredits}
      onAddMore={() => openWallet()}
      {...verification.modalProps}
    />
  );
}

/**
 * §2.4 closing the verification modal goes to the profile of the performer the visitor signed up on (stored as
 * `register:model`), when that performer is not offline. The stored name is used once.
 */
function useReturnToStoredPerformer() {
  const queryEnv = useQueryEnv();
  const { queryClient } = useSiteContext();
  const router = useRouter();
  const sitePath = useSitePath();
  return async () => {
    const stored = window.localStorage.getItem(LOCAL_STORAGE_KEYS.registerModel);
    window.localStorage.removeItem(LOCAL_STORAGE_KEYS.registerModel);
    const username = storedPerformer(stored);
    if (username === null) return;
    const profile = await queryClient.fetchQuery(profileQuery(queryEnv, username)).catch(() => null);
    const target = verificationReturnTo(username, profile?.onlineStatus ?? null);
    if (target !== null) await router.navigate({ href: sitePath(`/profile/${encodeURIComponent(target)}`) });
  };
}

function useMemberEmail(): string {
  const sessionActor = useFlowActor("session");
  return useLogin(sessionActor).member?.email ?? "";
}

function SiteRegistrationConfirmation({ onClose }: { onClose: () => void }) {
  const configuration = useConfiguration();
  const sitePath = useSitePath();
  const email = useMemberEmail();
  const verification = useVerification(useFlowActor("verification"));
  return (
    <RegistrationConfirmationModal
      isOpen
      onClose={onClose}
      welcomeCredits={configuration.marketing.welcomeCredits}
      email={email}
      changeEmailHref={sitePath("/settings")}
      {...verification.resendProps}
    />
  );
}

function SiteLanderPopup({ onClose }: { onClose: () => void }) {
  const configuration = useConfiguration();
  const email = useMemberEmail();
  const verification = useVerification(useFlowActor("verification"));
  return <LanderPopup isOpen onClose={onClose} welcomeCredits={configuration.marketing.welcomeCredits} email={email} {...verification.resendProps} />;
}

function SiteChangeUsernameModal({ onClose }: { onClose: () => void }) {
  // Each opening starts afresh (core's routing table opens the form when the modal host opens this modal).
  const change = useChangeUsername(useFlowActor("changeUsername"));
  return <ChangeUsernameModal isOpen onClose={onClose} {...change.modalProps} />;
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
