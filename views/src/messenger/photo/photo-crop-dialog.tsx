import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { Area as CropArea, MediaSize, Point } from "react-easy-crop";
import { Label, Radio, RadioGroup, Slider, SliderOutput, SliderThumb, SliderTrack } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/feedback";
import { AlertIcon } from "../../ui/icons-more";
import { Modal } from "../../ui/modal";
import { SendIcon } from "../messenger-icons";
import { ASPECT_CHOICES, aspectOf, nextQuarterTurn, type Area, type AspectChoice, type Size } from "./crop-geometry";
import { cropToJpeg, turnImage } from "./crop-image";
import { RotateIcon } from "./photo-icons";
import styles from "./photo.module.css";

const Cropper = lazy(() => import("./crop-stage"));

export type PhotoCropDialogProps = {
  /** The picked jpeg (§5), as an object URL or a data URL. */
  source: string;
  /**
   * §2.6 free aspect ratio on desktop. react-easy-crop always crops to a fixed ratio, so "free" offers the photo's own
   * shape (after turning) and the usual ones: square, 4:3 landscape and 3:4 portrait. Without it (mobile) the crop
   * keeps the photo's own shape: zoom and turn only.
   */
  freeAspect: boolean;
  /** §4 the photo is on its way: the send button waits. */
  sending?: boolean;
  /** The cropped, turned photo as an `image/jpeg` data URL. */
  onSend: (dataUrl: string) => void;
  onCancel: () => void;
  /** Names the receiver in the subtitle. */
  performer?: string;
  /** Draws the result; tests and stories may stand in for the canvas. */
  crop?: (source: string, areaPixels: Area, rotation: number) => Promise<string>;
  /** Turns the picture for the cropper to show (an object URL it may revoke); tests may stand in for the canvas. */
  turn?: (source: string, rotation: number) => Promise<string>;
};

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;

/** §2.6 the messenger's image chooser: crop, zoom and turn a picked photo by quarter turns, then send it as a jpeg. */
export function PhotoCropDialog({ source, freeAspect, sending = false, onSend, onCancel, performer, crop = cropToJpeg, turn = turnImage }: PhotoCropDialogProps) {
  const { t } = useLingui();
  const [position, setPosition] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [shape, setShape] = useState<AspectChoice>("original");
  /** The picture the cropper shows: the source turned by `rotation` (its pixels are the crop's coordinates). */
  const [shown, setShown] = useState<string | null>(source);
  const [media, setMedia] = useState<Size | null>(null);
  /** The crop as the cropper last reported it, with the shape it was made for. */
  const [area, setArea] = useState<{ readonly pixels: Area; readonly aspect: number } | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [failed, setFailed] = useState(false);
  const turner = useRef(turn);
  useEffect(() => {
    turner.current = turn;
  });

  // The cropper shows the picture upright at each quarter turn (a turned copy; see turnImage), measured anew.
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    setMedia(null);
    setArea(null);
    setFailed(false);
    if (rotation === 0) {
      setShown(source);
      return;
    }
    setShown(null);
    turner.current(source, rotation).then(
      (url) => {
        made = url;
        if (live) setShown(url);
        else if (url.startsWith("blob:")) URL.revokeObjectURL(url);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (made?.startsWith("blob:") && made !== source) URL.revokeObjectURL(made);
    };
  }, [source, rotation]);

  const shapeLabels: Record<AspectChoice, string> = { original: t`Original`, "1:1": t`Square`, "4:3": "4:3", "3:4": "3:4" };
  // The shown picture is already turned: its own shape is the turned photo's.
  const aspect = media ? aspectOf(freeAspect ? shape : "original", media, 0) : 4 / 3;
  const busy = sending || drawing;
  // Only a crop of the picture and shape on screen: right after a turn the cropper reports one for the shape it had
  // while the turned picture loaded, and a press then sent that (a square of a portrait photo).
  const ready = media !== null && area !== null && area.aspect === aspect;
  const rotate = () => {
    setPosition({ x: 0, y: 0 });
    setZoom(1);
    setRotation(nextQuarterTurn);
  };

  const send = async () => {
    if (busy || !ready) return;
    setDrawing(true);
    setFailed(false);
    try {
      onSend(await crop(source, area.pixels, rotation));
    } catch {
      setFailed(true);
    } finally {
      setDrawing(false);
    }
  };

  return (
    <Modal
      isOpen
      onClose={onCancel}
      isDismissable={!busy}
      size="md"
      className={styles.cropModal}
      title={t`Crop your photo`}
      subtitle={performer ? t`Choose what ${performer} sees: drag to move, zoom and turn it.` : t`Choose what to send: drag to move, zoom and turn it.`}
    >
      <div className={styles.stage}>
        {shown !== null ? (
          <Suspense fallback={null}>
            <Cropper
              key={shown}
              image={shown}
              crop={position}
              zoom={zoom}
              aspect={aspect}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              showGrid
              disableAutomaticStylesInjection
              onCropChange={setPosition}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels: CropArea) => setArea({ pixels, aspect })}
              onMediaLoaded={(size: MediaSize) => setMedia({ width: size.naturalWidth, height: size.naturalHeight })}
              cropperProps={{ "aria-label": t`Crop area: drag or use the arrow keys to move the photo` }}
              mediaProps={{ alt: "" }}
              classes={{ containerClassName: styles.cropper, cropAreaClassName: styles.cropArea }}
            />
          </Suspense>
        ) : null}
        {media === null && !failed ? (
          <span className={styles.stageBusy}>
            <Spinner label={t`Loading your photo…`} />
          </span>
        ) : null}
      </div>

      <div className={styles.controls}>
        <Slider className={styles.zoom} minValue={MIN_ZOOM} maxValue={MAX_ZOOM} step={0.05} value={zoom} onChange={setZoom} isDisabled={busy}>
          <div className={styles.zoomHead}>
            <Label className={styles.controlLabel}>{t`Zoom`}</Label>
            <SliderOutput className={styles.zoomValue}>{({ state }) => `${Math.round(state.getThumbValue(0) * 100)}%`}</SliderOutput>
          </div>
          <SliderTrack className={styles.track}>
            {({ state }) => (
              <>
                <span className={styles.trackFill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
                <SliderThumb className={styles.thumb} />
              </>
            )}
          </SliderTrack>
        </Slider>
        <Button variant="secondary" size="sm" className={styles.rotate} onPress={rotate} isDisabled={busy}>
          <RotateIcon aria-hidden="true" />
          {t`Rotate`}
        </Button>
      </div>

      {freeAspect ? (
        <RadioGroup className={styles.shapes} orientation="horizontal" value={shape} onChange={(value) => setShape(value as AspectChoice)} isDisabled={busy}>
          <Label className={styles.controlLabel}>{t`Shape`}</Label>
          <div className={styles.shapeList}>
            {ASPECT_CHOICES.map((choice) => (
              <Radio key={choice} value={choice} className={styles.shape}>
                {shapeLabels[choice]}
              </Radio>
            ))}
          </div>
        </RadioGroup>
      ) : null}

      {failed ? (
        <p className={styles.error} role="alert">
          <AlertIcon aria-hidden="true" />
          {t`Your photo could not be prepared. Please try again.`}
        </p>
      ) : null}

      <div className={styles.actions}>
        <Button variant="ghost" onPress={onCancel} isDisabled={busy}>
          {t`Cancel`}
        </Button>
        <Button variant="primary" onPress={() => void send()} isPending={busy} isDisabled={!busy && !ready}>
          {busy ? <Spinner /> : <SendIcon aria-hidden="true" />}
          {busy ? t`Sending…` : t`Send photo`}
        </Button>
      </div>
    </Modal>
  );
}
