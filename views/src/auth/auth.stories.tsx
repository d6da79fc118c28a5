import type { ReactNode } from "react";
import type { Story, StoryDefault } from "@ladle/react";
import { LoginCard } from "./login-card";
import { RegisterCard } from "./register-card";
import { ForgotPasswordCard } from "./forgot-password-card";
import { AuthModal } from "./auth-modal";
import * as ex from "./examples/auth.examples";

export default { title: "Auth" } satisfies StoryDefault;

const page = (node: ReactNode) => <div style={{ display: "grid", placeItems: "center", padding: "2rem 1rem" }}>{node}</div>;

export const LoginEmpty: Story = () => page(<LoginCard {...ex.loginEmpty} />);
export const LoginRequiredErrors: Story = () => page(<LoginCard {...ex.loginRequiredErrors} />);
export const LoginFieldErrors: Story = () => page(<LoginCard {...ex.loginFieldErrors} />);
export const LoginBusy: Story = () => page(<LoginCard {...ex.loginBusy} />);
export const LoginAccountNotExists: Story = () => page(<LoginCard {...ex.loginNotExists} />);
export const LoginAccountDeleted: Story = () => page(<LoginCard {...ex.loginDeleted} />);
export const LoginInvalidCredentials: Story = () => page(<LoginCard {...ex.loginInvalid} />);
export const LoginIncorrectPassword: Story = () => page(<LoginCard {...ex.loginIncorrectPassword} />);
export const LoginUndefinedError: Story = () => page(<LoginCard {...ex.loginUndefinedError} />);
export const LoginTooManyAttempts: Story = () => page(<LoginCard {...ex.loginTooManyAttempts} />);
export const LoginMobile: Story = () => page(<LoginCard {...ex.loginMobile} />);
LoginMobile.meta = { width: "xsmall" };

export const RegisterEmpty: Story = () => page(<RegisterCard {...ex.registerEmpty} />);
export const RegisterWithoutTeaser: Story = () => page(<RegisterCard {...ex.registerNoTeaser} />);
export const RegisterFieldErrors: Story = () => page(<RegisterCard {...ex.registerFieldErrors} />);
export const RegisterBusy: Story = () => page(<RegisterCard {...ex.registerBusy} />);
export const RegisterEmailExists: Story = () => page(<RegisterCard {...ex.registerEmailExists} />);
export const RegisterUsernameExists: Story = () => page(<RegisterCard {...ex.registerUsernameExists} />);
export const RegisterFailed: Story = () => page(<RegisterCard {...ex.registerFailed} />);
export const RegisterUndefinedError: Story = () => page(<RegisterCard {...ex.registerUndefinedError} />);

export const ForgotPasswordEmpty: Story = () => page(<ForgotPasswordCard {...ex.forgotEmpty} />);
export const ForgotPasswordRequired: Story = () => page(<ForgotPasswordCard {...ex.forgotRequired} />);
export const ForgotPasswordTooManyRequests: Story = () => page(<ForgotPasswordCard {...ex.forgotTooManyRequests} />);
export const ForgotPasswordTooShort: Story = () => page(<ForgotPasswordCard {...ex.forgotTooShort} />);
export const ForgotPasswordSending: Story = () => page(<ForgotPasswordCard {...ex.forgotSending} />);
export const ForgotPasswordCompleteGmail: Story = () => page(<ForgotPasswordCard {...ex.forgotCompleteGmail} />);
export const ForgotPasswordCompleteOutlook: Story = () => page(<ForgotPasswordCard {...ex.forgotCompleteOutlook} />);
export const ForgotPasswordCompleteYahoo: Story = () => page(<ForgotPasswordCard {...ex.forgotCompleteYahoo} />);
export const ForgotPasswordCompleteOtherDomain: Story = () => page(<ForgotPasswordCard {...ex.forgotCompleteOtherDomain} />);
export const ForgotPasswordCompleteUsername: Story = () => page(<ForgotPasswordCard {...ex.forgotCompleteUsername} />);

export const ModalLogin: Story = () => <ex.AuthModalDemo initial="login" />;
export const ModalLoginMobile: Story = () => <ex.AuthModalDemo initial="login" />;
ModalLoginMobile.meta = { width: "xsmall" };
export const ModalRegister: Story = () => <ex.AuthModalDemo initial="register" />;
export const ModalForgotPassword: Story = () => <ex.AuthModalDemo initial="forgotPassword" />;
export const ModalForgotPasswordComplete: Story = () => (
  <AuthModal {...ex.authModalLogin} view="forgotPassword" forgotPassword={{ ...ex.authModalLogin.forgotPassword, ...ex.forgotCompleteGmail }} />
);
/** Bound to the session flow with simulated calls: try nobody@…, deleted@…, wrong@…, taken@… (register). */
export const ModalBoundToFlows: Story = () => <ex.BoundAuthModalDemo />;
