export { Footer } from "./footer";
export type { FooterProps, FooterCompany } from "./footer";
