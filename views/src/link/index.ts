export { AppLink, LinkProvider, PlainLink, useLinkComponent } from "./link-context";
export type { LinkComponent, LinkRenderProps } from "./link-context";
