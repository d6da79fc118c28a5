export { ResetPasswordForm } from "./reset-password-form";
export type { ResetPasswordFormProps } from "./reset-password-form";
export { ResetPasswordPage } from "./reset-password-page";
export type { ResetPasswordPageProps } from "./reset-password-page";
export { ResetPasswordModal } from "./reset-password-modal";
export type { ResetPasswordModalProps } from "./reset-password-modal";
export { useResetPassword } from "./use-reset-password";
