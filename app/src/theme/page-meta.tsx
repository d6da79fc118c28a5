import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

/** A page's own title and description; the document head combines them with the white-label SEO. */
export interface PageMeta {
  readonly title?: string;
  readonly description?: string;
}

type Setter = (meta: PageMeta) => void;
const PageMetaContext = createContext<{ meta: PageMeta; set: Setter }>({ meta: {}, set: () => {} });

export function PageMetaProvider({ children }: { children: ReactNode }) {
  const [meta, set] = useState<PageMeta>({});
  return <PageMetaContext.Provider value={{ meta, set }}>{children}</PageMetaContext.Provider>;
}

export const useCurrentPageMeta = () => useContext(PageMetaContext).meta;

/** Pages call this with their title (e.g. the performer's name); leaving the page clears it. */
export function usePageMeta(title: string | undefined, description?: string) {
  const { set } = useContext(PageMetaContext);
  useEffect(() => {
    set({ title, description });
    return () => set({});
  }, [set, title, description]);
}
