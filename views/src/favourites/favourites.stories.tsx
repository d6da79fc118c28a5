import type { Story, StoryDefault } from "@ladle/react";
import { FavouriteButton } from "./favourite-button";
import { FavouritesEmpty } from "./favourites-empty";
import { FavouriteWarning } from "./favourite-warning";
import { FavouriteDemo, OnPicture, favouritesEmpty, heartLocked, heartOff, heartOn, heartPending } from "./examples/favourites.examples";

export default { title: "Member / Favourites" } satisfies StoryDefault;

const pad = { padding: "2rem" };

export const HeartOff: Story = () => (
  <div style={pad}>
    <FavouriteButton {...heartOff} />
  </div>
);
export const HeartOn: Story = () => (
  <div style={pad}>
    <FavouriteButton {...heartOn} />
  </div>
);
export const HeartPending: Story = () => (
  <div style={pad}>
    <FavouriteButton {...heartPending} />
  </div>
);
export const HeartLocked: Story = () => (
  <div style={pad}>
    <FavouriteButton {...heartLocked} />
  </div>
);
export const HeartOnPicture: Story = () => (
  <div style={pad}>
    <OnPicture>
      <FavouriteButton {...heartOn} look="overlay" size="sm" />
    </OnPicture>
  </div>
);
export const HeartToggling: Story = () => (
  <div style={pad}>
    <FavouriteDemo />
  </div>
);
export const Empty: Story = () => <FavouritesEmpty {...favouritesEmpty} />;

export const AddFailedWarning: Story = () => <FavouriteWarning change={{ add: true }} />;
export const RemoveFailedWarning: Story = () => <FavouriteWarning change={{ add: false }} />;
