export { ErrorPage } from "./error-page";
export type { ErrorPageProps } from "./error-page";
