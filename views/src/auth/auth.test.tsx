import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { createActor, fromPromise } from "xstate";
import { PlatformHttpError, connectForgotPassword, connectSession, encodeTokenPayload, forgotPasswordMachine, sessionMachine, type LoginRequest, type MemberBasicInfo, type RegisterRequest } from "@camstage/core";
import { renderWithI18n } from "../ui/testing";
import { useActorConnect } from "../examples/use-actor-connect";
import { LoginCard } from "./login-card";
import { RegisterCard } from "./register-card";
import { ForgotPasswordCard } from "./forgot-password-card";
import { AuthModal, type AuthView } from "./auth-modal";
import { webMailFor } from "./web-mail";
import { useLogin } from "./use-login";
import { useRegister } from "./use-register";
import { useForgotPassword } from "./use-forgot-password";
import * as ex from "./examples/auth.examples";

const field = (name: string | RegExp) => screen.getByLabelText(name, { selector: "input" }) as HTMLInputElement;
const describedText = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

describe("LoginCard (§2.4)", () => {
  it("has labelled e-mail and password fields with autocomplete, and reports typing", () => {
    const onEmailChange = vi.fn();
    const onPasswordChange = vi.fn();
    renderWithI18n(<LoginCard {...ex.loginEmpty} onEmailChange={onEmailChange} onPasswordChange={onPasswordChange} />);
    expect(screen.getByRole("heading", { name: "Log in" })).toBeTruthy();
    const email = field("E-mail");
    const password = field("Password");
    expect(email.autocomplete).toBe("username");
    expect(email.type).toBe("email");
    expect(password.autocomplete).toBe("current-password");
    expect(password.type).toBe("password");
    fireEvent.change(email, { target: { value: "anna@example.com" } });
    fireEvent.change(password, { target: { value: "secret12" } });
    expect(onEmailChange).toHaveBeenCalledWith("anna@example.com");
    expect(onPasswordChange).toHaveBeenCalledWith("secret12");
  });

  it("sends on submit, and not while busy", () => {
    const onSubmit = vi.fn();
    const { rerender } = renderWithI18n(<LoginCard {...ex.loginEmpty} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(onSubmit).toHaveBeenCalledOnce();
    rerender(<LoginCard {...ex.loginBusy} onSubmit={onSubmit} />);
    const submit = screen.getByRole("button", { name: "Log in" });
    expect(submit.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(submit);
    fireEvent.submit(screen.getByRole("form", { name: "Log in" }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("shows field errors next to their field (aria-invalid, aria-describedby)", () => {
    renderWithI18n(<LoginCard {...ex.loginFieldErrors} />);
    const email = field("E-mail");
    const password = field("Password");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(email)).toContain("Please enter a valid e-mail address.");
    expect(describedText(password)).toContain("Please enter your password.");
    expect(describedText(email)).not.toContain("password");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it.each([
    [ex.loginNotExists, "This account does not exist."],
    [ex.loginDeleted, "This account has been deleted."],
    [ex.loginInvalid, "Incorrect credentials. Please try again."],
    [ex.loginIncorrectPassword, "The password is not correct."],
    [ex.loginUndefinedError, "Something went wrong. Please try again."],
    [ex.loginTooManyAttempts, "Too many attempts. Please try again in 3 minutes."],
    [{ ...ex.loginInvalid, serverError: "serviceUnavailable.busy" }, "We are very busy right now. Please try again in a moment."],
    [{ ...ex.loginTooManyAttempts, retryAfterMinutes: 1 }, "Too many attempts. Please try again in 1 minute."],
    [{ ...ex.loginEmpty, serverError: "badRequest.somethingNew" }, "Incorrect credentials. Please try again."],
  ])("translates the §8 label %# into an alert", (props, text) => {
    renderWithI18n(<LoginCard {...props} />);
    expect(screen.getByRole("alert").textContent).toBe(text);
  });

  it("toggles the password's visibility, and offers forgot-password and Join", () => {
    const onForgotPassword = vi.fn();
    const onJoin = vi.fn();
    renderWithI18n(<LoginCard {...ex.loginEmpty} onForgotPassword={onForgotPassword} onJoin={onJoin} />);
    const toggle = screen.getByRole("button", { name: "Show password" });
    fireEvent.click(toggle);
    expect(field("Password").type).toBe("text");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(toggle);
    expect(field("Password").type).toBe("password");
    fireEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    fireEvent.click(screen.getByRole("button", { name: "Join for free" }));
    expect(onForgotPassword).toHaveBeenCalledOnce();
    expect(onJoin).toHaveBeenCalledOnce();
  });

  it("renders the language slot when given", () => {
    renderWithI18n(<LoginCard {...ex.loginMobile} />);
    expect(screen.getByRole("button", { name: /Change language/ })).toBeTruthy();
  });
});

describe("RegisterCard (§2.4)", () => {
  it("shows the teaser, the adult confirmation and terms/privacy links opening in a new tab", () => {
    renderWithI18n(<RegisterCard {...ex.registerEmpty} />);
    expect(screen.getByRole("heading", { name: "Create your free account" })).toBeTruthy();
    expect(screen.getByText(/120 free credits/)).toBeTruthy();
    expect(screen.getByText(/By signing up you confirm you are 18 or older/)).toBeTruthy();
    const terms = screen.getByRole("link", { name: /terms and conditions/ });
    const privacy = screen.getByRole("link", { name: /privacy policy/ });
    expect(terms.getAttribute("href")).toBe("/en/terms-conditions");
    expect(privacy.getAttribute("href")).toBe("/en/privacy");
    for (const link of [terms, privacy]) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
    expect(field("Password").autocomplete).toBe("new-password");
    expect(field("E-mail").autocomplete).toBe("email");
  });

  it("hides the teaser without welcome credits", () => {
    renderWithI18n(<RegisterCard {...ex.registerNoTeaser} />);
    expect(screen.queryByText(/free credits/)).toBeNull();
  });

  it("shows every password failure next to the password field", () => {
    renderWithI18n(<RegisterCard {...ex.registerFieldErrors} />);
    const password = field("Password");
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(password)).toContain("Use at least 6 characters.");
    expect(describedText(password)).toContain("Spaces are not allowed.");
    expect(describedText(field("E-mail"))).toContain("Please enter a valid e-mail address.");
  });

  it.each([
    [ex.registerEmailExists, "This e-mail address is already registered."],
    [ex.registerUsernameExists, "This username is already taken."],
    [ex.registerFailed, "Registration failed. Please try again."],
    [ex.registerUndefinedError, "Undefined error"],
    [{ ...ex.registerFailed, serverError: "serviceUnavailable.busy" }, "We are very busy right now. Please try again in a moment."],
  ])("translates the §8 label %# into an alert", (props, text) => {
    renderWithI18n(<RegisterCard {...props} />);
    expect(screen.getByRole("alert").textContent).toBe(text);
  });

  it("submits, switches to login, and is not sent twice while busy", () => {
    const onSubmit = vi.fn();
    const onLogin = vi.fn();
    const { rerender } = renderWithI18n(<RegisterCard {...ex.registerEmpty} onSubmit={onSubmit} onLogin={onLogin} />);
    fireEvent.click(screen.getByRole("button", { name: "Create free account" }));
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onLogin).toHaveBeenCalledOnce();
    rerender(<RegisterCard {...ex.registerBusy} onSubmit={onSubmit} />);
    fireEvent.submit(screen.getByRole("form", { name: "Sign up" }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

describe("ForgotPasswordCard (§2.4)", () => {
  it("says how long to wait after too many requests, and keeps the form (ARCHITECTURE §7)", () => {
    renderWithI18n(<ForgotPasswordCard {...ex.forgotTooManyRequests} />);
    expect(screen.getByRole("alert").textContent).toBe("Too many attempts. Please try again in 2 minutes.");
    expect(screen.getByRole("button", { name: "Send reset link" })).toBeTruthy();
  });

  it("has one field, submits and goes back", () => {
    const onTextChange = vi.fn();
    const onSubmit = vi.fn();
    const onBack = vi.fn();
    renderWithI18n(<ForgotPasswordCard {...ex.forgotEmpty} onTextChange={onTextChange} onSubmit={onSubmit} onBack={onBack} />);
    const input = field("E-mail or username");
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
    fireEvent.change(input, { target: { value: "anna" } });
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    fireEvent.click(screen.getByRole("button", { name: "Back to login" }));
    expect(onTextChange).toHaveBeenCalledWith("anna");
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onBack).toHaveBeenCalledOnce();
  });

  it("shows the field error and disables submit while sending", () => {
    const { rerender } = renderWithI18n(<ForgotPasswordCard {...ex.forgotTooShort} />);
    expect(describedText(field("E-mail or username"))).toContain("Enter at least 4 characters.");
    rerender(<ForgotPasswordCard {...ex.forgotSending} />);
    expect(screen.getByRole("button", { name: "Send reset link" }).getAttribute("aria-disabled")).toBe("true");
  });

  it.each([
    [ex.forgotCompleteGmail, "Open Gmail", "https://mail.google.com"],
    [ex.forgotCompleteOutlook, "Open Outlook", "https://outlook.live.com"],
    [ex.forgotCompleteYahoo, "Open Yahoo Mail", "https://mail.yahoo.com"],
  ])("confirms with a check and a web-mail button %#", (props, name, href) => {
    renderWithI18n(<ForgotPasswordCard {...props} />);
    expect(screen.getByRole("heading", { name: "Check your e-mail" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain(props.sentEmail ?? "");
    const link = screen.getByRole("link", { name: new RegExp(`^${name}`) });
    expect(link.getAttribute("href")).toBe(href);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("button", { name: "Back to login" })).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("offers no web mail for a username or an unknown domain", () => {
    const { rerender } = renderWithI18n(<ForgotPasswordCard {...ex.forgotCompleteUsername} />);
    expect(screen.queryByRole("link")).toBeNull();
    rerender(<ForgotPasswordCard {...ex.forgotCompleteOtherDomain} />);
    expect(screen.queryByRole("link")).toBeNull();
  });
});

describe("webMailFor", () => {
  it("knows the big web mails by domain, case-insensitively", () => {
    expect(webMailFor("a@GMAIL.com")?.name).toBe("Gmail");
    expect(webMailFor("a@hotmail.co.uk")?.name).toBe("Outlook");
    expect(webMailFor("a@live.nl")?.href).toBe("https://outlook.live.com");
    expect(webMailFor("a@outlook.com")?.name).toBe("Outlook");
    expect(webMailFor("a@yahoo.fr")?.name).toBe("Yahoo Mail");
    expect(webMailFor("a@live.example.com")).toBeNull();
    expect(webMailFor("a@gmail.company.com")).toBeNull();
    expect(webMailFor("anna")).toBeNull();
    expect(webMailFor(null)).toBeNull();
  });
});

describe("AuthModal (§2.4)", () => {
  const render = (view: AuthView, extra: Partial<Parameters<typeof AuthModal>[0]> = {}) => {
    const onSwitch = vi.fn();
    const onClose = vi.fn();
    renderWithI18n(<AuthModal {...ex.authModalLogin} view={view} onSwitch={onSwitch} onClose={onClose} {...extra} />);
    return { onSwitch, onClose };
  };

  it("is a dialog named by the card shown, and switches cards", () => {
    const { onSwitch } = render("login");
    const dialog = screen.getByRole("dialog", { name: "Log in" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Join for free" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Forgot password?" }));
    expect(onSwitch.mock.calls).toEqual([["register"], ["forgotPassword"]]);
    expect(within(dialog).getAllByRole("heading")).toHaveLength(1);
  });

  it("shows the register card and switches back to login", () => {
    const { onSwitch } = render("register");
    const dialog = screen.getByRole("dialog", { name: "Create your free account" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Log in" }));
    expect(onSwitch).toHaveBeenCalledWith("login");
  });

  it("resets the forgot-password flow before going back to login, and closes", () => {
    const onBack = vi.fn();
    const { onSwitch, onClose } = render("forgotPassword", { forgotPassword: { ...ex.authModalLogin.forgotPassword, ...ex.forgotCompleteGmail, onBack } });
    const dialog = screen.getByRole("dialog", { name: "Check your e-mail" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Back to login" }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(onSwitch).toHaveBeenCalledWith("login");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

// ----- Bound to the core flows ----------------------------------------------------------------------------------

const httpError = (label: string) => new PlatformHttpError({ method: "POST", path: "/login" }, 400, label, { label });

const member: MemberBasicInfo = { email: "a@b.co", username: "a@b.co", isVerified: false, credits: 0, favourites: [], showChangeUsername: true };

function sessionWith(login: (input: LoginRequest) => Promise<{ token: string }>, register: () => Promise<unknown> = async () => ({})) {
  return createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise(({ input }) => login(input)),
        register: fromPromise<unknown, RegisterRequest>(register),
        loadMember: fromPromise<MemberBasicInfo, { memberId: number | null }>(async () => member),
        loadInbox: fromPromise<unknown, void>(async () => undefined),
      },
    }),
    { input: { fingerprint: "fp", affiliateCode: "aff" } },
  ).start();
}

function BoundCards({ actor, view }: { actor: ReturnType<typeof sessionWith>; view: AuthView }) {
  const session = useActorConnect(actor, connectSession);
  const login = useLogin(session);
  const register = useRegister(session);
  return (
    <AuthModal
      {...ex.authModalLogin}
      view={view}
      login={login.formProps}
      register={{ ...register.formProps, termsHref: "/t", privacyHref: "/p" }}
    />
  );
}

describe("useLogin / useRegister (session flow)", () => {
  it("sends the typed credentials and shows the §8 label of a failed login", async () => {
    const login = vi.fn(async () => {
      throw httpError("badRequest.login.notExists");
    });
    const actor = sessionWith(login);
    renderWithI18n(<BoundCards actor={actor} view="login" />);
    fireEvent.change(field("E-mail"), { target: { value: "anna@example.com" } });
    fireEvent.change(field("Password"), { target: { value: "secret12" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(login).toHaveBeenCalledWith({ username: "anna@example.com", password: "secret12" });
    expect((await screen.findByRole("alert")).textContent).toBe("This account does not exist.");
    expect(actor.getSnapshot().value).toBe("guest");
  });

  it("shows the flow's field errors and sends nothing while invalid", () => {
    const login = vi.fn(async () => ({ token: encodeTokenPayload({ id: 1 }) }));
    const actor = sessionWith(login);
    renderWithI18n(<BoundCards actor={actor} view="login" />);
    fireEvent.change(field("E-mail"), { target: { value: "anna" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(login).not.toHaveBeenCalled();
    expect(describedText(field("E-mail"))).toContain("Please enter a valid e-mail address.");
    expect(describedText(field("Password"))).toContain("Please enter your password.");
  });

  it("is busy while logging in, then becomes a member", async () => {
    let resolve: (value: { token: string }) => void = () => {};
    const actor = sessionWith(() => new Promise((r) => (resolve = r)));
    renderWithI18n(<BoundCards actor={actor} view="login" />);
    fireEvent.change(field("E-mail"), { target: { value: "anna@example.com" } });
    fireEvent.change(field("Password"), { target: { value: "secret12" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByRole("button", { name: "Log in" }).getAttribute("aria-disabled")).toBe("true");
    await act(async () => resolve({ token: encodeTokenPayload({ id: 7 }) }));
    await vi.waitFor(() => expect(connectSession(actor.getSnapshot(), actor.send).isMember).toBe(true), { timeout: 10_000 });
    expect(screen.getByRole("button", { name: "Log in" }).getAttribute("aria-disabled")).toBeNull();
  });

  it("shows a registration failure on the register card only", async () => {
    const actor = sessionWith(
      async () => ({ token: "x" }),
      async () => {
        throw httpError("badRequest.register.emailExists");
      },
    );
    const { rerender } = renderWithI18n(<BoundCards actor={actor} view="register" />);
    fireEvent.change(field("E-mail"), { target: { value: "anna@example.com" } });
    fireEvent.change(field("Password"), { target: { value: "secret12" } });
    fireEvent.click(screen.getByRole("button", { name: "Create free account" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This e-mail address is already registered.");
    rerender(<BoundCards actor={actor} view="login" />);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("useForgotPassword (forgot-password flow)", () => {
  it("sends the typed e-mail and shows the confirmation with its web mail", async () => {
    const requestReset = vi.fn(async (_target: unknown) => ({}));
    const actor = createActor(forgotPasswordMachine.provide({ actors: { requestReset: fromPromise(({ input }) => requestReset(input)) } })).start();
    function Bound() {
      const forgot = useForgotPassword(useActorConnect(actor, connectForgotPassword));
      return <ForgotPasswordCard {...forgot.formProps} />;
    }
    renderWithI18n(<Bound />);
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(describedText(field("E-mail or username"))).toContain("Please enter your e-mail address or username.");
    fireEvent.change(field("E-mail or username"), { target: { value: "anna@gmail.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(requestReset).toHaveBeenCalledWith({ email: "anna@gmail.com" });
    expect((await screen.findByRole("link", { name: /^Open Gmail/ })).getAttribute("href")).toBe("https://mail.google.com");
    fireEvent.click(screen.getByRole("button", { name: "Back to login" }));
    expect(actor.getSnapshot().value).toBe("form");
    expect(field("E-mail or username").value).toBe("");
  });
});
