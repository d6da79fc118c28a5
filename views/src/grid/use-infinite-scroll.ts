import { useCallback, useEffect, useRef, useState } from "react";

export type InfiniteScrollOptions = {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** §2.6 / §9 infinite-scroll margin. */
  rootMargin: string;
};

/**
 * Watches a sentinel element and asks for the next page when it comes within `rootMargin` of the viewport,
 * only while more pages exist and none is loading. Returns a callback ref for the sentinel.
 */
export function useInfiniteScroll({ hasMore, loading, onLoadMore, rootMargin }: InfiniteScrollOptions): (node: Element | null) => void {
  const [node, setNode] = useState<Element | null>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    if (!node || !hasMore || loading || typeof IntersectionObserver === "undefined") return;
    // A new observer per (hasMore, loading) change: if the sentinel is still in view after a page arrives,
    // its first callback asks for the next page at once.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        // One request per observer: the next one is set up when `loading` flips back.
        observer.disconnect();
        latest.current();
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, hasMore, loading, rootMargin]);

  return useCallback((el: Element | null) => setNode(el), []);
}
