import { useRouter } from "@tanstack/react-router";
import {
  LOCAL_STORAGE_KEYS,
  connectChangeUsername,
  connectForgotPassword,
  connectModalHost,
  connectResetPassword,
  connectSession,
  connectVerification,
  storedPerformer,
  verificationReturnTo,
} from "@camstage/core";
import {
  AuthModal,
  ChangeUsernameModal,
  LanderPopup,
  LanguageMenu,
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
import { useFlow } from "../flows/use-flow";
import { usePaymentActions } from "../payments/payment-actions";
import { useIsMobile } from "../site/use-is-mobile";
import { useSiteLanguages } from "../site/use-site-languages";
import { useConfiguration, useQueryEnv, useSiteContext, useSitePath } from "../site/site-hooks";
import { profileQuery } from "../queries";

// The modal host's account modals (§2.4, §2.6): sign-in and sign-up, password, verification, username.

export function SiteAuthModal({ view, onSwitch, onClose }: { view: AuthView; onSwitch: (view: AuthView) => void; onClose: () => void }) {
  const configuration = useConfiguration();
  const sitePath = useSitePath();
  const session = useFlow("session", connectSession);
  const login = useLogin(session);
  // §2.4 the login card carries the language dropdown on mobile (the header has none there).
  const isMobile = useIsMobile();
  const { languages, current, switchLanguage } = useSiteLanguages();
  const register = useRegister(session);
  const forgot = useForgotPassword(useFlow("forgotPassword", connectForgotPassword));
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

export function SiteResetPasswordModal({ onClose }: { onClose: () => void }) {
  const reset = useResetPassword(useFlow("resetPassword", connectResetPassword));
  const host = useFlow("modalHost", connectModalHost);
  return <ResetPasswordModal isOpen onClose={onClose} onLogin={() => host.open("login")} {...reset.modalProps} />;
}

export function SiteVerificationModal({ onClose }: { onClose: () => void }) {
  const configuration = useConfiguration();
  const verification = useVerification(useFlow("verification", connectVerification));
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
  return useFlow("session", connectSession).member?.email ?? "";
}

export function SiteRegistrationConfirmation({ onClose }: { onClose: () => void }) {
  const configuration = useConfiguration();
  const sitePath = useSitePath();
  const email = useMemberEmail();
  const verification = useVerification(useFlow("verification", connectVerification));
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

export function SiteLanderPopup({ onClose }: { onClose: () => void }) {
  const configuration = useConfiguration();
  const email = useMemberEmail();
  const verification = useVerification(useFlow("verification", connectVerification));
  return <LanderPopup isOpen onClose={onClose} welcomeCredits={configuration.marketing.welcomeCredits} email={email} {...verification.resendProps} />;
}

export function SiteChangeUsernameModal({ onClose }: { onClose: () => void }) {
  // Each opening starts afresh (core's routing table opens the form when the modal host opens this modal).
  const change = useChangeUsername(useFlow("changeUsername", connectChangeUsername));
  return <ChangeUsernameModal isOpen onClose={onClose} {...change.modalProps} />;
}
