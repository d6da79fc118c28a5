import { Modal } from "../ui/modal";
import { ForgotPasswordCard, ForgotPasswordCardTitle, type ForgotPasswordCardProps } from "./forgot-password-card";
import { LoginCard, LoginCardTitle, type LoginCardProps } from "./login-card";
import { RegisterCard, RegisterCardTitle, type RegisterCardProps } from "./register-card";

export type AuthView = "login" | "register" | "forgotPassword";

export type AuthModalProps = {
  view: AuthView;
  isOpen?: boolean;
  /** The cards' switch links and buttons ask for another view. */
  onSwitch: (view: AuthView) => void;
  onClose: () => void;
  login: Omit<LoginCardProps, "onForgotPassword" | "onJoin" | "framed">;
  register: Omit<RegisterCardProps, "onLogin" | "framed">;
  /** `onBack` (resetting the forgot-password flow) runs before the switch back to login. */
  forgotPassword: Omit<ForgotPasswordCardProps, "onBack" | "framed"> & { onBack?: () => void };
};

/** §2.4 the login, register and forgot-password cards in the site's modal frame; one at a time. */
export function AuthModal({ view, isOpen = true, onSwitch, onClose, login, register, forgotPassword }: AuthModalProps) {
  const title =
    view === "login" ? <LoginCardTitle />
    : view === "register" ? <RegisterCardTitle />
    : <ForgotPasswordCardTitle isComplete={forgotPassword.isComplete} />;
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title}>
      {view === "login" ? (
        <LoginCard {...login} framed={false} onJoin={() => onSwitch("register")} onForgotPassword={() => onSwitch("forgotPassword")} />
      ) : view === "register" ? (
        <RegisterCard {...register} framed={false} onLogin={() => onSwitch("login")} />
      ) : (
        <ForgotPasswordCard
          {...forgotPassword}
          framed={false}
          onBack={() => {
            forgotPassword.onBack?.();
            onSwitch("login");
          }}
        />
      )}
    </Modal>
  );
}
