import { useMemo, useState } from "react";
import { useQuery, useQueryClient, useSuspenseQuery, type InfiniteData } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { connectGallery, cutDescription, toSlides, type PerformerFindResult } from "@camstage/core";
import { GalleryLightbox, ProfileView, useFavourites, type ModelNavTarget, type ProfileAlbum } from "@camstage/views";
import { useConfiguration, useQueryEnv, useSession, useSitePath } from "../layout/site-hooks";
import { albumsQuery, profileQuery } from "../queries";
import { useFlow, useFlowActor } from "../session/use-flow";
import { usePageMeta } from "../theme/page-meta";

/** §2.3 model nav: the neighbours of a performer in the grid the visitor came from (the latest list in cache). */
function useNeighbours(username: string, profileHref: (username: string) => string) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const lists = queryClient.getQueriesData<InfiniteData<PerformerFindResult>>({ queryKey: ["performers", "find"] });
    for (const [, data] of lists.toReversed()) {
      const items = data?.pages.flatMap((page) => page.items) ?? [];
      const index = items.findIndex((item) => item.username === username);
      if (index < 0) continue;
      const at = (i: number): ModelNavTarget | undefined => {
        const item = items[i];
        return item ? { username: item.username, href: profileHref(item.username) } : undefined;
      };
      return { previous: at(index - 1), next: at(index + 1) };
    }
    return { previous: undefined, next: undefined };
  }, [queryClient, username, profileHref]);
}

/** §2.1 performer profile with its albums and the §2.6 gallery lightbox. The loader has sent failures to /404. */
export function ProfilePage() {
  const env = useQueryEnv();
  const sitePath = useSitePath();
  const model = useParams({ strict: false, select: (params: { model?: string }) => params.model ?? "" });
  const profile = useSuspenseQuery(profileQuery(env, model)).data;
  const albums = useQuery({ ...albumsQuery(env, String(profile.id)), enabled: profile.albums.length > 0 });
  const gallery = useFlow("gallery", connectGallery);
  const favourites = useFavourites(useFlowActor("favourites"));
  const loggedIn = useSession().token !== undefined;
  const configuration = useConfiguration();
  const [albumTitle, setAlbumTitle] = useState("");

  const profileHref = (username: string) => sitePath(`/profile/${encodeURIComponent(username)}`);
  const { previous, next } = useNeighbours(profile.username, profileHref);
  usePageMeta(profile.username, cutDescription(profile.description));

  const shownAlbums = useMemo<ProfileAlbum[]>(
    () =>
      profile.albums.map((album) => {
        const loaded = albums.data?.find((candidate) => candidate.id === album.id);
        return { ...album, cover: loaded ? (env.session.noNude ? loaded.items[0]?.nonude : loaded.cover) || undefined : undefined };
      }),
    [profile.albums, albums.data, env.session.noNude],
  );

  const openAlbum = (albumId: string) => {
    const album = albums.data?.find((candidate) => candidate.id === albumId);
    if (!album) return;
    const slides = toSlides(album);
    if (slides.length === 0) return;
    setAlbumTitle(album.title);
    gallery.show(slides);
  };

  return (
    <>
      <ProfileView
        profile={profile}
        streamHref={sitePath(`/stream/${encodeURIComponent(profile.username)}`)}
        nudeFilter={env.session.noNude}
        albums={shownAlbums}
        onOpenAlbum={openAlbum}
        nav={{ previous, next }}
        favourite={loggedIn ? favourites.toggleFor(profile.id) : undefined}
        messageHref={loggedIn && configuration.features.messenger ? sitePath(`/messenger/${encodeURIComponent(profile.username)}`) : undefined}
      />
      <GalleryLightbox title={albumTitle} gallery={gallery} nudeFilter={env.session.noNude} />
    </>
  );
}
