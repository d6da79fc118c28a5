import { useCallback } from "react";
import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { createActor, fromPromise } from "xstate";
import { connectFavourites, favouritesMachine, type FavouriteChange } from "@camstage/core";
import { renderWithI18n } from "../ui/testing";
import { useActorConnect } from "../examples/use-actor-connect";
import { PerformerGrid } from "../grid/performer-grid";
import { EXAMPLE_NOW, examplePerformers, exampleProfileHref } from "../grid/examples/performers";
import { ProfileView } from "../profile/profile-view";
import { onlineProfile } from "../profile/examples/profiles";
import { FavouriteButton } from "./favourite-button";
import { FavouritesEmpty } from "./favourites-empty";
import { FavouriteWarning, useFavouriteWarning, type FavouriteWarnings } from "./favourite-warning";
import { favouritesEmpty, heartLocked, heartOff, heartOn, heartPending } from "./examples/favourites.examples";
import { useFavourites } from "./use-favourites";

describe("FavouriteButton", () => {
  it("is a toggle named by the performer whose aria-pressed follows the state", () => {
    const { rerender } = renderWithI18n(<FavouriteButton {...heartOff} />);
    const off = screen.getByRole("button", { name: "Add SweetLisa to favourites" });
    expect(off.getAttribute("aria-pressed")).toBe("false");
    rerender(<FavouriteButton {...heartOn} />);
    const on = screen.getByRole("button", { name: "Remove SweetLisa from favourites" });
    expect(on.getAttribute("aria-pressed")).toBe("true");
  });

  it("calls onToggle when pressed", () => {
    const onToggle = vi.fn();
    renderWithI18n(<FavouriteButton {...heartOff} onToggle={onToggle} />);
    fireEvent.click(screen.getByRole("button", { name: "Add SweetLisa to favourites" }));
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it("ignores presses while pending or locked, and says so (§4)", () => {
    const onToggle = vi.fn();
    const { rerender } = renderWithI18n(<FavouriteButton {...heartPending} onToggle={onToggle} />);
    const pending = screen.getByRole("button", { name: "Add SweetLisa to favourites" });
    expect(pending.getAttribute("aria-disabled")).toBe("true");
    expect(pending.getAttribute("data-pending")).toBe("true");
    fireEvent.click(pending);
    rerender(<FavouriteButton {...heartLocked} onToggle={onToggle} />);
    const locked = screen.getByRole("button", { name: "Remove SweetLisa from favourites" });
    expect(locked.getAttribute("aria-disabled")).toBe("true");
    expect(locked.hasAttribute("data-pending")).toBe(false);
    expect(locked.getAttribute("data-locked")).toBe("true");
    fireEvent.click(locked);
    expect(onToggle).not.toHaveBeenCalled();
  });
});

describe("FavouritesEmpty", () => {
  it("names the empty state and links to all models", () => {
    renderWithI18n(<FavouritesEmpty {...favouritesEmpty} />);
    expect(screen.getByRole("region", { name: "No favourites yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse all models" }).getAttribute("href")).toBe("/en");
  });
});

const performers = examplePerformers(3);
const gridBase = {
  items: performers,
  performerHref: exampleProfileHref,
  now: EXAMPLE_NOW,
  hasMore: false,
  loading: false,
  onLoadMore: () => {},
  onRetry: () => {},
};

describe("hearts in the grid and on the profile", () => {
  it("adds no heart to a grid card without the favourite prop", () => {
    renderWithI18n(<PerformerGrid {...gridBase} />);
    expect(screen.queryByRole("button", { name: /favourites/ })).toBeNull();
  });

  it("puts one heart beside each card's link, outside it, reporting the performer id", () => {
    const onToggle = vi.fn();
    const favourite = { isFavourite: (id: number) => id === 1001, isPending: () => false, isLocked: false, onToggle };
    renderWithI18n(<PerformerGrid {...gridBase} favourite={favourite} />);
    const items = within(screen.getByRole("list", { name: "Performers" })).getAllByRole("listitem");
    items.forEach((item) => {
      expect(within(item).getAllByRole("link")).toHaveLength(1);
      expect(within(within(item).getByRole("link")).queryByRole("button")).toBeNull();
    });
    const second = within(items[1]!).getByRole("button");
    expect(second.getAttribute("aria-label")).toBe(`Remove ${performers[1]!.username} from favourites`);
    expect(second.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(within(items[0]!).getByRole("button", { name: `Add ${performers[0]!.username} to favourites` }));
    expect(onToggle).toHaveBeenCalledWith(1000);
  });

  it("shows a heart in the profile header, and the model nav follows it when it has none", () => {
    const onToggle = vi.fn();
    renderWithI18n(<ProfileView profile={onlineProfile} streamHref="/en/stream/SweetLisa" onOpenAlbum={() => {}} favourite={{ isFavourite: true, onToggle }} />);
    const hearts = screen.getAllByRole("button", { name: "Remove SweetLisa from favourites" });
    expect(hearts).toHaveLength(2);
    hearts.forEach((heart) => expect(heart.getAttribute("aria-pressed")).toBe("true"));
    fireEvent.click(hearts[1]!);
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it("leaves the profile as it was without the prop (the nav heart disabled)", () => {
    renderWithI18n(<ProfileView profile={onlineProfile} streamHref="/en/stream/SweetLisa" onOpenAlbum={() => {}} />);
    const hearts = screen.getAllByRole("button", { name: "Add SweetLisa to favourites" });
    expect(hearts).toHaveLength(1);
    expect(hearts[0]!.hasAttribute("disabled")).toBe(true);
  });
});

describe("useFavourites (favourites machine)", () => {
  it("toggles through the actor, locks every heart while the call runs, then shows the new state", async () => {
    let finish: () => void = () => {};
    const calls: FavouriteChange[] = [];
    const machine = favouritesMachine.provide({
      actors: {
        changeFavourite: fromPromise<unknown, FavouriteChange>(({ input }) => {
          calls.push(input);
          return new Promise<void>((resolve) => {
            finish = resolve;
          });
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: "favourites.loaded", performerIds: [1001] });
    function Bound() {
      const favourites = useFavourites(useActorConnect(actor, connectFavourites));
      return <PerformerGrid {...gridBase} favourite={favourites.gridFavourites} />;
    }
    renderWithI18n(<Bound />);
    const first = `Add ${performers[0]!.username} to favourites`;
    expect(screen.getByRole("button", { name: `Remove ${performers[1]!.username} from favourites` })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: first }));
    expect(calls).toEqual([{ performerId: 1000, add: true }]);
    expect(screen.getByRole("button", { name: first }).getAttribute("data-pending")).toBe("true");
    // §4 a second toggle while the first is pending does nothing.
    fireEvent.click(screen.getByRole("button", { name: `Remove ${performers[1]!.username} from favourites` }));
    expect(calls).toHaveLength(1);
    await act(async () => finish());
    const now = screen.getByRole("button", { name: `Remove ${performers[0]!.username} from favourites` });
    expect(now.getAttribute("aria-pressed")).toBe("true");
    expect(now.hasAttribute("aria-disabled")).toBe(false);
    actor.stop();
  });
});

describe("FavouriteWarning (§8 favourite failure: a warning only)", () => {
  function Bound({ actor }: { actor: ReturnType<typeof createActor<typeof favouritesMachine>> }) {
    // The app hears the warning through its session (`system.on`); here, on the test's actor.
    const warnings = useCallback<FavouriteWarnings>((show) => {
      const subscription = actor.on("favourites.warning", (event) => show(event.change));
      return () => subscription.unsubscribe();
    }, [actor]);
    return <FavouriteWarning {...useFavouriteWarning(warnings)} />;
  }

  it("shows a failed add for the notifier time (§9, 3 s), then nothing", async () => {
    vi.useFakeTimers();
    try {
      const machine = favouritesMachine.provide({
        actors: { changeFavourite: fromPromise<unknown, FavouriteChange>(async () => Promise.reject(new Error("500"))) },
      });
      const actor = createActor(machine).start();
      // A member's (a guest's heart asks to sign up instead, issue 28).
      actor.send({ type: "favourites.loaded", performerIds: [] });
      renderWithI18n(<Bound actor={actor} />);
      expect(screen.queryByRole("status")).toBeNull();
      await act(async () => {
        actor.send({ type: "favourites.toggle", performerId: 7 });
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByRole("status").textContent).toBe("This model could not be added to your favourites. Please try again.");
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3000);
      });
      expect(screen.queryByRole("status")).toBeNull();
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("names a failed removal", () => {
    renderWithI18n(<FavouriteWarning change={{ add: false }} />);
    expect(screen.getByRole("status").textContent).toBe("This model could not be removed from your favourites. Please try again.");
  });
});
