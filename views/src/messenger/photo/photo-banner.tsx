import { useId } from "react";
import { FileTrigger } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { IMAGE_MIME_TYPES } from "@camstage/core";
import { Button, IconButton } from "../../ui/button";
import { cx } from "../../ui/cx";
import { AlertIcon } from "../../ui/icons-more";
import { ImageIcon } from "../messenger-icons";
import { PhotoCameraIcon } from "./photo-icons";
import styles from "./photo.module.css";

export type PhotoBannerProps = {
  /** §2.6 the camera option is enabled only if a webcam exists; `null` while the browser is asked. */
  hasWebcam: boolean | null;
  /** Both options wait (a send is on its way). */
  disabled?: boolean;
  onTakePhoto: () => void;
  /** The chosen file (§5 jpeg; the flow checks it with `validateImage` and crops it). */
  onPickImage: (file: File) => void;
  /** The narrow pop-up: the options as icons with their names as labels. */
  compact?: boolean;
};

/** §2.6 the pop-up's photo banner: take a photo with the webcam, or send an image; §8 no webcam: a warning, no camera. */
export function PhotoBanner({ hasWebcam, disabled = false, onTakePhoto, onPickImage, compact = false }: PhotoBannerProps) {
  const { t } = useLingui();
  const warningId = useId();
  const noWebcam = hasWebcam === false;
  const takeLabel = t`Take photo`;
  const imageLabel = t`Image`;
  const cameraProps = {
    onPress: onTakePhoto,
    isDisabled: disabled || hasWebcam !== true,
    "aria-describedby": noWebcam ? warningId : undefined,
  };
  return (
    <div className={cx(styles.banner, compact && styles.bannerCompact)} role="group" aria-label={t`Send a photo`}>
      <span className={styles.bannerTitle}>{t`Send a photo`}</span>
      <div className={styles.bannerOptions}>
        {compact ? (
          <IconButton size="sm" className={styles.bannerIcon} aria-label={takeLabel} {...cameraProps}>
            <PhotoCameraIcon aria-hidden="true" />
          </IconButton>
        ) : (
          <Button variant="secondary" size="sm" {...cameraProps}>
            <PhotoCameraIcon aria-hidden="true" />
            {takeLabel}
          </Button>
        )}
        <FileTrigger
          acceptedFileTypes={[...IMAGE_MIME_TYPES]}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) onPickImage(file);
          }}
        >
          {compact ? (
            <IconButton size="sm" className={styles.bannerIcon} aria-label={imageLabel} isDisabled={disabled}>
              <ImageIcon aria-hidden="true" />
            </IconButton>
          ) : (
            <Button variant="secondary" size="sm" isDisabled={disabled}>
              <ImageIcon aria-hidden="true" />
              {imageLabel}
            </Button>
          )}
        </FileTrigger>
      </div>
      {noWebcam ? (
        <p id={warningId} className={styles.warning}>
          <AlertIcon aria-hidden="true" />
          {t`No webcam found`}
        </p>
      ) : null}
    </div>
  );
}
