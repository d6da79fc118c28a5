/** The location's query as the site validated it (§2.1): the action and its token, key or password. */
export interface QueryActionSearch {
  readonly action?: "login" | "register" | "resetpassword" | "validate" | undefined;
  readonly token?: string | undefined;
  readonly key?: string | undefined;
  readonly password?: string | undefined;
}

/** What a §2.1 query action asks for, read from the validated root search. */
export type QueryActionIntent =
  | { readonly kind: "login"; readonly token: string }
  | { readonly kind: "openLogin" }
  | { readonly kind: "register" }
  | { readonly kind: "validate"; readonly key: string }
  | { readonly kind: "resetPassword"; readonly token: string; readonly password: string };

/**
 * §2.1 query actions on load: login with a token logs in (without one it opens the login dialog), register
 * opens the register dialog, validate verifies the e-mail with its key, resetpassword (token and password)
 * opens the reset-password modal. Anything incomplete does nothing.
 */
export function queryActionOf(search: QueryActionSearch): QueryActionIntent | null {
  switch (search.action) {
    case "login":
      return search.token ? { kind: "login", token: search.token } : { kind: "openLogin" };
    case "register":
      return { kind: "register" };
    case "validate":
      // The verification modal shows "failed" for a link without a key (core decides; no call is made).
      return { kind: "validate", key: search.key ?? "" };
    case "resetpassword":
      return search.token && search.password ? { kind: "resetPassword", token: search.token, password: search.password } : null;
    default:
      return null;
  }
}

/** The query keys a handled action leaves behind: tokens leave the URL once processed (ARCHITECTURE §7). */
export const QUERY_ACTION_KEYS: Record<QueryActionIntent["kind"], readonly string[]> = {
  login: ["action", "token"],
  openLogin: ["action"],
  register: ["action"],
  validate: ["action", "key"],
  // The reset-password flow clears its keys itself once the password is changed (§2.4).
  resetPassword: [],
};
