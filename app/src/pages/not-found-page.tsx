import { ErrorScreen } from "./error-page";

/** §8 unknown route and the /404 route: 'Page not found' with a link home (keeping the base query). */
export function NotFoundPage() {
  return <ErrorScreen status={404} />;
}
