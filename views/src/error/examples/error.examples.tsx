import type { ErrorPageProps } from "../error-page";

export const notFoundError: ErrorPageProps = { status: 404, homeHref: "/en?p=demo" };
export const serverError: ErrorPageProps = { homeHref: "/en?p=demo" };
export const badGatewayError: ErrorPageProps = { status: 502, homeHref: "/en" };
