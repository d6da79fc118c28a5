import { useEffect, useRef, type KeyboardEvent } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { pickImage, type AlbumItem } from "@camstage/core";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, IconButton, VisuallyHidden } from "../ui";
import styles from "./gallery-lightbox.module.css";

/** What the lightbox reads from the gallery machine's connect (core/src/gallery). */
export type GalleryView = {
  isOpen: boolean;
  /** The current slide. */
  slide: AlbumItem | undefined;
  /** 1-based current page, and the number of slides. */
  page: number;
  count: number;
  /** 0-based index of the slide whose video plays, or null. */
  playingIndex: number | null;
  canGoPrevious: boolean;
  canGoNext: boolean;
  isVideo: (item: Pick<AlbumItem, "kind" | "url">) => boolean;
  next: () => void;
  previous: () => void;
  close: () => void;
};

export type GalleryLightboxProps = {
  /** The album title; it names the dialog. */
  title: string;
  gallery: GalleryView;
  /** §2.1 nude filter: non-nude pictures only. */
  nudeFilter?: boolean;
};

/**
 * §2.6 gallery lightbox: full-screen, no thumbnails, one slide at a time with a counter. Which slide comes
 * next (wrap after the last, stop at the first) is the gallery machine's rule; this view only asks.
 */
export function GalleryLightbox({ title, gallery, nudeFilter = false }: GalleryLightboxProps) {
  const { t } = useLingui();
  const { isOpen, slide, page, count, canGoPrevious, canGoNext } = gallery;

  // The machine decides what next and previous do at the ends; the keys only ask.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") {
      e.preventDefault();
      gallery.next();
    } else if (e.key === "ArrowLeft") {
      e.preventDefault();
      gallery.previous();
    }
  };

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) gallery.close();
      }}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        {/* Arrow keys move between slides from anywhere in the dialog (it takes focus when it opens);
            Escape is the modal's own (it closes). */}
        <div className={styles.keys} onKeyDown={onKeyDown}>
        <Dialog className={styles.dialog}>
          <div className={styles.frame}>
            <header className={styles.bar}>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              <p className={styles.counter}>
                <span aria-hidden="true">
                  {page} / {count}
                </span>
                <VisuallyHidden>{t`Item ${page} of ${count}`}</VisuallyHidden>
              </p>
              <IconButton aria-label={t`Close gallery`} onPress={gallery.close} className={styles.close}>
                <CloseIcon />
              </IconButton>
            </header>

            <div className={styles.stage}>
              {slide && (
                <Slide
                  key={slide.id}
                  item={slide}
                  label={gallery.isVideo(slide) && !nudeFilter ? t`Video ${page} of ${count}` : t`Photo ${page} of ${count}`}
                  playing={gallery.playingIndex === page - 1}
                  isVideo={gallery.isVideo}
                  nudeFilter={nudeFilter}
                />
              )}
            </div>

            <IconButton aria-label={t`Previous`} onPress={gallery.previous} aria-disabled={!canGoPrevious || undefined} className={`${styles.arrow} ${styles.previous}`}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label={t`Next`} onPress={gallery.next} aria-disabled={!canGoNext || undefined} className={`${styles.arrow} ${styles.nextArrow}`}>
              <ChevronRightIcon />
            </IconButton>
          </div>
        </Dialog>
        </div>
      </Modal>
    </ModalOverlay>
  );
}

type SlideProps = { item: AlbumItem; label: string; playing: boolean; isVideo: GalleryView["isVideo"]; nudeFilter: boolean };

function Slide({ item, label, playing, isVideo, nudeFilter }: SlideProps) {
  const video = useRef<HTMLVideoElement>(null);
  const asVideo = isVideo(item) && !nudeFilter;

  // §2.6 videos autoplay muted and looping, and pause on slide change (this slide unmounts or stops playing).
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (playing) {
      el.muted = true;
      void el.play?.()?.catch?.(() => {});
    } else {
      el.pause?.();
    }
    return () => el.pause?.();
  }, [playing]);

  if (asVideo) {
    return (
      <video
        ref={video}
        className={styles.media}
        src={item.url}
        poster={item.poster}
        autoPlay={playing}
        muted
        loop
        playsInline
        controls
        controlsList="nodownload noremoteplayback"
        disablePictureInPicture
        aria-label={label}
        onContextMenu={(e) => e.preventDefault()}
        data-testid="gallery-video"
      />
    );
  }
  // With the nude filter a video shows its non-nude still instead; with no such still, nothing.
  const src = pickImage(item, nudeFilter);
  return src ? <img className={styles.media} src={src} alt={label} decoding="async" draggable={false} /> : null;
}
