import { useEffect, useRef } from "react";
import type { Story, StoryDefault } from "@ladle/react";
import type { Album } from "@camstage/core";
import { Button } from "../ui";
import { GalleryLightbox } from "./gallery-lightbox";
import { useDemoGallery } from "./examples/use-demo-gallery";
import { longAlbum, photoAlbum, videoAlbum } from "./examples/albums";

export default { title: "Browse / Gallery lightbox" } satisfies StoryDefault;

/** Runs the real gallery machine, opened on an album at a page; a button opens it again once closed. */
function Gallery({ album, page, nudeFilter = false }: { album: Album; page?: number; nudeFilter?: boolean }) {
  const gallery = useDemoGallery();
  const { openAlbum } = gallery;
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    openAlbum(album, page);
  }, [openAlbum, album, page]);
  return (
    <>
      <Button variant="primary" onPress={() => openAlbum(album, page)}>
        Open “{album.title}”
      </Button>
      <GalleryLightbox title={album.title} gallery={gallery} nudeFilter={nudeFilter} />
    </>
  );
}

export const Photo: Story = () => <Gallery album={photoAlbum} />;

export const Video: Story = () => <Gallery album={videoAlbum} />;

export const LastSlide: Story = () => <Gallery album={longAlbum} page={longAlbum.items.length} />;

export const NudeFilter: Story = () => <Gallery album={videoAlbum} nudeFilter />;
