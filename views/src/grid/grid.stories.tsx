import { useCallback, useState } from "react";
import type { Story, StoryDefault } from "@ladle/react";
import type { PerformerListItem } from "@camstage/core";
import { PerformerGrid, type PerformerGridProps } from "./performer-grid";
import { EXAMPLE_NOW, examplePage, examplePerformers, exampleProfileHref } from "./examples/performers";

export default { title: "Browse / Performer grid" } satisfies StoryDefault;

const noop = () => {};
const base: PerformerGridProps = {
  items: examplePage,
  performerHref: exampleProfileHref,
  now: EXAMPLE_NOW,
  hasMore: false,
  loading: false,
  onLoadMore: noop,
  onRetry: noop,
};

export const Loading: Story = () => <PerformerGrid {...base} items={[]} loading hasMore />;

export const Loaded: Story = () => <PerformerGrid {...base} />;

export const LoadingMore: Story = () => <PerformerGrid {...base} loading hasMore />;

/** Scrolling to the end fetches the next 60 (after a short fake delay) until 300 are shown. */
export const InfiniteScroll: Story = () => {
  const [items, setItems] = useState<PerformerListItem[]>(examplePage);
  const [loading, setLoading] = useState(false);
  const loadMore = useCallback(() => {
    setLoading(true);
    setTimeout(() => {
      setItems((current) => [...current, ...examplePerformers(60, current.length)]);
      setLoading(false);
    }, 600);
  }, []);
  return <PerformerGrid {...base} items={items} loading={loading} hasMore={items.length < 300} onLoadMore={loadMore} />;
};

export const Empty: Story = () => <PerformerGrid {...base} items={[]} />;

export const ErrorState: Story = () => <PerformerGrid {...base} items={[]} error />;

export const ErrorLoadingMore: Story = () => <PerformerGrid {...base} error hasMore />;

export const NudeFilter: Story = () => <PerformerGrid {...base} nudeFilter />;

/** A member's grid: a heart on every card, two already favourites. */
export const MemberFavourites: Story = () => {
  const [ids, setIds] = useState<readonly number[]>([1001, 1004]);
  const favourite = {
    isFavourite: (id: number) => ids.includes(id),
    isPending: () => false,
    isLocked: false,
    onToggle: (id: number) => setIds((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id])),
  };
  return <PerformerGrid {...base} favourite={favourite} />;
};
