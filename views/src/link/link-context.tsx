import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from "react";

/** What a view needs to render a link; the app fills it with its router's Link (views import no router). */
export type LinkRenderProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "children"> & {
  href: string;
  children?: ReactNode;
};

export type LinkComponent = (props: LinkRenderProps) => ReactNode;

/** Default: a plain anchor, so views work in Ladle and tests without a router. */
export const PlainLink: LinkComponent = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

const LinkContext = createContext<LinkComponent>(PlainLink);

export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/** Renders an internal link through the injected component. External links should use a plain <a>. */
export function AppLink(props: LinkRenderProps) {
  const Component = useLinkComponent();
  return <Component {...props} />;
}
