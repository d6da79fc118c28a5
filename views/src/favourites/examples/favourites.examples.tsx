import { useEffect, useState, type ReactNode } from "react";
import type { FavouriteButtonProps } from "../favourite-button";
import { FavouriteButton } from "../favourite-button";
import type { FavouritesEmptyProps } from "../favourites-empty";
import { portrait } from "../../examples/portraits";

const noop = () => {};

export const heartOff: FavouriteButtonProps = { username: "SweetLisa", isFavourite: false, onToggle: noop };
export const heartOn: FavouriteButtonProps = { ...heartOff, isFavourite: true };
/** This heart's own toggle is in flight. */
export const heartPending: FavouriteButtonProps = { ...heartOff, isPending: true, isLocked: true };
/** Another heart's toggle is in flight (§4 lock). */
export const heartLocked: FavouriteButtonProps = { ...heartOn, isLocked: true };

export const favouritesEmpty: FavouritesEmptyProps = { allModelsHref: "/en" };

/** A heart that toggles after a short fake call, locked meanwhile (§4). */
export function FavouriteDemo({ look = "plain" }: { look?: FavouriteButtonProps["look"] }) {
  const [isFavourite, setFavourite] = useState(false);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      setFavourite((v) => !v);
      setPending(false);
    }, 700);
    return () => clearTimeout(timer);
  }, [pending]);
  return <FavouriteButton username="SweetLisa" look={look} isFavourite={isFavourite} isPending={pending} isLocked={pending} onToggle={() => setPending(true)} />;
}

/** The overlay look on a picture, as on a grid card. */
export function OnPicture({ children }: { children: ReactNode }) {
  return (
    <div style={{ position: "relative", width: 240, aspectRatio: "4 / 3", borderRadius: 8, overflow: "hidden" }}>
      <img src={portrait(3)} alt="" width={240} height={180} style={{ display: "block", width: "100%", height: "100%", objectFit: "cover" }} />
      <div style={{ position: "absolute", right: 8, bottom: 8 }}>{children}</div>
    </div>
  );
}
