import { Button } from "react-aria-components";
import { Plural, useLingui } from "@lingui/react/macro";
import { CameraIcon } from "../ui";
import styles from "./album-strip.module.css";

/** A profile album (§3 profile albums), with the cover picture when the app has it. */
export type ProfileAlbum = { id: string; title: string; count: number; cover?: string | undefined };

export type AlbumStripProps = {
  albums: readonly ProfileAlbum[];
  onOpenAlbum: (albumId: string) => void;
};

/** §2.6 the performer's photo albums; each opens the gallery lightbox. */
export function AlbumStrip({ albums, onOpenAlbum }: AlbumStripProps) {
  const { t } = useLingui();
  if (albums.length === 0) return null;
  return (
    <ul role="list" className={styles.strip} aria-label={t`Photo albums`}>
      {albums.map((album) => (
        <li key={album.id} className={styles.item}>
          <Button className={styles.album} onPress={() => onOpenAlbum(album.id)} aria-label={t`Open album ${album.title}`}>
            <span className={styles.thumb}>
              {album.cover ? (
                <img src={album.cover} alt="" width={240} height={180} loading="lazy" decoding="async" />
              ) : (
                <CameraIcon className={styles.placeholder} />
              )}
              <span className={styles.count}>
                <Plural value={album.count} one="# item" other="# items" />
              </span>
            </span>
            <span className={styles.title}>{album.title}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
