import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

/** A page's own title and description; the document head combines them with the white-label SEO. */
export interface PageMeta {
  readonly title?: string;
  readonly description?: string | undefined;
  /** The picture a link preview shows (Open Graph, Twitter card): a profile's snapshot, respecting the no-nude flag. */
  readonly image?: string | undefined;
}

type Setter = (meta: PageMeta) => void;
const PageMetaContext = createContext<{ meta: PageMeta; set: Setter; server: Setter | undefined }>({ meta: {}, set: () => {}, server: undefined });

/** `server`: a server render's collector (where effects do not run, the page's values go straight to it). */
export function PageMetaProvider({ children, server }: { children: ReactNode; server?: Setter | undefined }) {
  const [meta, set] = useState<PageMeta>({});
  return <PageMetaContext.Provider value={{ meta, set, server }}>{children}</PageMetaContext.Provider>;
}

export const useCurrentPageMeta = () => useContext(PageMetaContext).meta;

/**
 * Pages call this with their title (e.g. the performer's name); leaving the page clears it. In a server render, where
 * effects do not run, the page's values go straight to the head the server writes (issue 26).
 */
export function usePageMeta(title: string | undefined, description?: string, image?: string) {
  const { set, server } = useContext(PageMetaContext);
  server?.({ title, description, image });
  useEffect(() => {
    set({ title, description, image });
    return () => set({});
  }, [set, title, description, image]);
}
