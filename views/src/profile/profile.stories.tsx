import { useState } from "react";
import type { Story, StoryDefault } from "@ladle/react";
import { ProfileView } from "./profile-view";
import { offlineProfile, onlineProfile, onlineProfileAlbums } from "./examples/profiles";

export default { title: "Browse / Performer profile" } satisfies StoryDefault;

const openAlbum = (id: string) => console.info("open album", id);
const nav = {
  previous: { username: "NaughtyNina", href: "/en/profile/NaughtyNina" },
  next: { username: "BlondeBella", href: "/en/profile/BlondeBella" },
  favourite: { isFavourite: false, onToggle: () => console.info("toggle favourite") },
};

export const Online: Story = () => (
  <ProfileView profile={onlineProfile} albums={onlineProfileAlbums} streamHref="/en/stream/SweetLisa" onOpenAlbum={openAlbum} nav={nav} />
);

export const Offline: Story = () => (
  <ProfileView profile={offlineProfile} streamHref="/en/stream/AmberRose" onOpenAlbum={openAlbum} nav={{ next: nav.next }} />
);

export const NudeFilter: Story = () => (
  <ProfileView profile={onlineProfile} albums={onlineProfileAlbums} streamHref="/en/stream/SweetLisa" onOpenAlbum={openAlbum} nav={nav} nudeFilter />
);

/** A member on the profile: the header heart, which the model nav's heart follows. */
export const MemberFavourite: Story = () => {
  const [isFavourite, setFavourite] = useState(true);
  return (
    <ProfileView
      profile={onlineProfile}
      albums={onlineProfileAlbums}
      streamHref="/en/stream/SweetLisa"
      onOpenAlbum={openAlbum}
      nav={{ previous: nav.previous, next: nav.next }}
      favourite={{ isFavourite, onToggle: () => setFavourite((v) => !v) }}
    />
  );
};
