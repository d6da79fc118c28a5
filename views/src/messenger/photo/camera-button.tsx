import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import { IconButton } from "../../ui/button";
import { visuallyHiddenClassName } from "../../ui/visually-hidden";
import { PhotoCameraIcon } from "./photo-icons";
import editorStyles from "../editor.module.css";

export type CameraButtonProps = {
  /** §2.6 enabled only if a webcam exists; `null` while the browser is asked. */
  hasWebcam: boolean | null;
  isDisabled?: boolean;
  onPress: () => void;
};

/** §2.6 the editor's camera tool (for `MessageEditor`'s `extras`); §8 no webcam: disabled, and it says why. */
export function CameraButton({ hasWebcam, isDisabled = false, onPress }: CameraButtonProps) {
  const { t } = useLingui();
  const whyId = useId();
  const noWebcam = hasWebcam === false;
  return (
    <>
      <IconButton
        size="sm"
        className={editorStyles.tool}
        aria-label={t`Take photo`}
        aria-describedby={noWebcam ? whyId : undefined}
        isDisabled={isDisabled || hasWebcam !== true}
        onPress={onPress}
      >
        <PhotoCameraIcon aria-hidden="true" />
      </IconButton>
      {noWebcam ? (
        <span id={whyId} className={visuallyHiddenClassName}>
          {t`No webcam found`}
        </span>
      ) : null}
    </>
  );
}
