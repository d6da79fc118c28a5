import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

/** A page's own title and description; the document head combines them with the white-label SEO. */
export interface PageMeta {
  readonly title?: string;
  readonly description?: string | undefined;
  /** The picture a link preview shows (Open Graph, Twitter card): a profile's snapshot, respecting the no-nude flag. */
  readonly image?: string | undefined;
}

type Setter = (meta: PageMeta) => void;
// Two contexts: the pages set the meta, the head reads it. A page is not re-rendered by its own meta (issue 26: with one
// context, a profile's meta, set as it hydrated, rendered the whole profile again in one blocking task).
const PageMetaSetter = createContext<{ set: Setter; server: Setter | undefined }>({ set: () => {}, server: undefined });
const CurrentPageMeta = createContext<PageMeta>({});

/** `server`: a server render's collector (where effects do not run, the page's values go straight to it). */
export function PageMetaProvider({ children, server }: { children: ReactNode; server?: Setter | undefined }) {
  const [meta, set] = useState<PageMeta>({});
  const setter = useMemo(() => ({ set, server }), [server]);
  return (
    <PageMetaSetter value={setter}>
      <CurrentPageMeta value={meta}>{children}</CurrentPageMeta>
    </PageMetaSetter>
  );
}

export const useCurrentPageMeta = () => useContext(CurrentPageMeta);

/**
 * Pages call this with their title (e.g. the performer's name); leaving the page clears it. In a server render, where
 * effects do not run, the page's values go straight to the head the server writes (issue 26).
 */
export function usePageMeta(title: string | undefined, description?: string, image?: string) {
  const { set, server } = useContext(PageMetaSetter);
  server?.({ title, description, image });
  // The head follows in a transition: it never holds up the page (issue 26).
  useEffect(() => {
    startTransition(() => set({ title, description, image }));
    return () => startTransition(() => set({}));
  }, [set, title, description, image]);
}
