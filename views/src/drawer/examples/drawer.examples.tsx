import { useState } from "react";
import { AuthDrawer, type AuthDrawerProps } from "../auth-drawer";
import { exampleLanguages, exampleLogoUrl } from "../../examples/site.examples";
import { Button } from "../../ui/button";

const noop = () => {};

export const authDrawerDefault: AuthDrawerProps = {
  isOpen: true,
  onClose: noop,
  mode: "default",
  logoUrl: exampleLogoUrl,
  brandName: "Camstage",
  welcomeCredits: 120,
  languages: exampleLanguages,
  currentLanguage: "en",
  onLanguageSelect: noop,
  onSignUp: noop,
  onLogin: noop,
};

export const authDrawerWhitelabel: AuthDrawerProps = {
  ...authDrawerDefault,
  mode: "whitelabel",
  navItems: [
    { key: "all", label: "All models", href: "/", current: true },
    { key: "new", label: "New cams", href: "/new-cams" },
    { key: "mature", label: "Mature", href: "/mature" },
    { key: "couples", label: "Blondes", href: "/blondes" },
  ],
};

/** An interactive drawer: the button opens it, mask, close button and Escape close it. */
export function AuthDrawerDemo(props: Partial<AuthDrawerProps>) {
  const [open, setOpen] = useState(props.isOpen ?? false);
  return (
    <div style={{ padding: "1rem" }}>
      <Button variant="primary" onPress={() => setOpen(true)}>
        Open drawer
      </Button>
      <AuthDrawer {...authDrawerDefault} {...props} isOpen={open} onClose={() => setOpen(false)} />
    </div>
  );
}
