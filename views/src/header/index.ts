export { Header } from "./header";
export type { HeaderProps } from "./header";
export { BrandLogo } from "./brand-logo";
export type { BrandLogoProps } from "./brand-logo";
