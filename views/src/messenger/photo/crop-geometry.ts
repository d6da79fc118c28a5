import { CAMERA_CANVAS } from "@camstage/core";

// The pure geometry of the §2.6 photo tools: quarter turns, the rotated image's box, the crop area in it, the size of
// the canvas that receives it, and the §9 camera canvas. No DOM here: crop-image.ts draws with these numbers.

export type Size = { width: number; height: number };
/** A rectangle in pixels; react-easy-crop's `croppedAreaPixels` (relative to the rotated image's bounding box). */
export type Area = { x: number; y: number; width: number; height: number };

/** The longest side of a sent photo: a phone's 12-megapixel photo comes down to this, far under §5's 5 MB as a jpeg. */
export const MAX_PHOTO_SIDE = 2048;
/** The jpeg quality of a sent photo (§5 jpeg only). */
export const JPEG_QUALITY = 0.9;

/** §2.6 rotation by 90 degrees: 0 → 90 → 180 → 270 → 0. */
export function nextQuarterTurn(rotation: number): number {
  return normaliseRotation(rotation + 90);
}

/** Any angle in degrees as 0 ≤ angle < 360. */
export function normaliseRotation(rotation: number): number {
  return ((rotation % 360) + 360) % 360;
}

/** The bounding box of an image of `size` turned by `rotation` degrees (what the cropper measures its area in). */
export function rotatedBoundingBox(size: Size, rotation: number): Size {
  const turn = normaliseRotation(rotation);
  // Exact for quarter turns (no 0.9999 from the trigonometry), the general formula otherwise.
  if (turn === 0 || turn === 180) return { width: size.width, height: size.height };
  if (turn === 90 || turn === 270) return { width: size.height, height: size.width };
  const radians = (turn * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return { width: size.width * cos + size.height * sin, height: size.width * sin + size.height * cos };
}

/** The area in whole pixels, inside `bounds` and at least 1×1 (the cropper may hand back fractions or a pixel over). */
export function clampArea(area: Area, bounds: Size): Area {
  const maxWidth = Math.max(1, Math.floor(bounds.width));
  const maxHeight = Math.max(1, Math.floor(bounds.height));
  const x = Math.min(Math.max(0, Math.round(area.x)), maxWidth - 1);
  const y = Math.min(Math.max(0, Math.round(area.y)), maxHeight - 1);
  const width = Math.min(Math.max(1, Math.round(area.width)), maxWidth - x);
  const height = Math.min(Math.max(1, Math.round(area.height)), maxHeight - y);
  return { x, y, width, height };
}

/** `size` scaled down (never up) so that its longest side is at most `maxSide`, in whole pixels, keeping its shape. */
export function fitWithin(size: Size, maxSide: number): Size {
  const longest = Math.max(size.width, size.height);
  const scale = longest > maxSide ? maxSide / longest : 1;
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

export type CropPlan = {
  /** The rotated image's bounding box, in the image's pixels. */
  bounding: Size;
  /** The crop area inside the bounding box, in whole pixels. */
  area: Area;
  /** The canvas that receives the area (the area's size, scaled down to MAX_PHOTO_SIDE). */
  output: Size;
  /** The output's pixels per area pixel (1, or less when scaled down). */
  scale: number;
};

/** Everything crop-image.ts needs to draw `areaPixels` of an image of `image` size turned by `rotation`. */
export function planCrop(image: Size, areaPixels: Area, rotation: number, maxSide = MAX_PHOTO_SIDE): CropPlan {
  const bounding = rotatedBoundingBox(image, rotation);
  const area = clampArea(areaPixels, bounding);
  const output = fitWithin(area, maxSide);
  return { bounding, area, output, scale: output.width / area.width };
}

/** A fixed crop shape of the §2.6 cropper; `null` for the photo's own shape. */
export type AspectChoice = "original" | "1:1" | "4:3" | "3:4";
export const ASPECT_CHOICES: readonly AspectChoice[] = ["original", "1:1", "4:3", "3:4"];

/** The width/height ratio of a choice for an image of `size` turned by `rotation` ("original": the turned photo's). */
export function aspectOf(choice: AspectChoice, size: Size, rotation: number): number {
  switch (choice) {
    case "1:1":
      return 1;
    case "4:3":
      return 4 / 3;
    case "3:4":
      return 3 / 4;
    default: {
      const box = rotatedBoundingBox(size, rotation);
      return box.height > 0 ? box.width / box.height : 1;
    }
  }
}

/** §9 the camera canvas: 480×360, swapped (360×480) when the video is portrait. */
export function cameraCanvasSize(video: Size): Size {
  const portrait = video.height > video.width;
  return portrait ? { width: CAMERA_CANVAS.height, height: CAMERA_CANVAS.width } : { width: CAMERA_CANVAS.width, height: CAMERA_CANVAS.height };
}

/**
 * The part of a `video` frame that fills a `canvas` of another shape without stretching (like `object-fit: cover`):
 * the centred source rectangle to draw. A frame of unknown size (0×0) is taken whole.
 */
export function coverSource(video: Size, canvas: Size): Area {
  if (video.width <= 0 || video.height <= 0) return { x: 0, y: 0, width: canvas.width, height: canvas.height };
  const scale = Math.max(canvas.width / video.width, canvas.height / video.height);
  const width = canvas.width / scale;
  const height = canvas.height / scale;
  return { x: (video.width - width) / 2, y: (video.height - height) / 2, width, height };
}
