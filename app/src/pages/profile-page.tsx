import { useMemo, useState } from "react";
import { useQuery, useQueryClient, useSuspenseQuery, type InfiniteData } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { connectFavourites, connectGallery, cutDescription, pickImage, toSlides, type PerformerFindResult } from "@camstage/core";
import { GalleryLightbox, ProfileView, type FavouriteToggle, type ModelNavTarget, type ProfileAlbum } from "@camstage/views";
import { LazyBoundary } from "../site/lazy-boundary";
import { useConfiguration, useQueryEnv, useSession, useSitePath } from "../site/site-hooks";
import { albumsQuery, profileQuery } from "../queries";
import { useFlow, useFlowLater, useStartedFlow } from "../flows/use-flow";
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

/**
 * §2.1 performer profile with its albums and the §2.6 gallery lightbox. The loader has sent failures to /404. The
 * profile renders on the server (issue 26); the heart and the lightbox come with the flows, in the browser.
 */
export function ProfilePage() {
  const env = useQueryEnv();
  const sitePath = useSitePath();
  const model = useParams({ strict: false, select: (params: { model?: string }) => params.model ?? "" });
  const profile = useSuspenseQuery(profileQuery(env, model)).data;
  const albums = useQuery({ ...albumsQuery(env, String(profile.id)), enabled: profile.albums.length > 0 });
  const gallery = useFlowLater("gallery", connectGallery);
  const favourites = useStartedFlow("favourites", connectFavourites);
  const loggedIn = useSession().token !== undefined;
  const configuration = useConfiguration();
  const [albumTitle, setAlbumTitle] = useState("");

  const profileHref = (username: string) => sitePath(`/profile/${encodeURIComponent(username)}`);
  const { previous, next } = useNeighbours(profile.username, profileHref);
  usePageMeta(profile.username, cutDescription(profile.description), pickImage(profile, env.session.noNude));

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
    gallery((flow) => flow.show(slides));
  };
  const favourite = (performerId: number): FavouriteToggle | undefined =>
    favourites
      ? {
          isFavourite: favourites.isFavourite(performerId),
          isPending: favourites.isPending(performerId),
          isLocked: favourites.isLocked,
          onToggle: () => favourites.toggle(performerId),
        }
      : undefined;

  return (
    <>
      <ProfileView
        profile={profile}
        streamHref={sitePath(`/stream/${encodeURIComponent(profile.username)}`)}
        nudeFilter={env.session.noNude}
        albums={shownAlbums}
        onOpenAlbum={openAlbum}
        // Issue 28: a guest's heart (the model nav's) opens the sign-up; a member's are beside her name and in the nav.
        nav={{ previous, next, ...(loggedIn || !favourites ? {} : { favourite: { isFavourite: false, onToggle: () => favourites.toggle(profile.id) } }) }}
        favourite={loggedIn ? favourite(profile.id) : undefined}
        messageHref={loggedIn && configuration.features.messenger ? sitePath(`/messenger/${encodeURIComponent(profile.username)}`) : undefined}
      />
      <LazyBoundary name="pages/profile-page ProfileGallery">
        <ProfileGallery title={albumTitle} nudeFilter={env.session.noNude} />
      </LazyBoundary>
    </>
  );
}

/** §2.6 the album lightbox: the gallery flow's, in the browser. */
function ProfileGallery({ title, nudeFilter }: { title: string; nudeFilter: boolean }) {
  const gallery = useFlow("gallery", connectGallery);
  return <GalleryLightbox title={title} gallery={gallery} nudeFilter={nudeFilter} />;
}
