import { cameraCanvasSize, coverSource, JPEG_QUALITY, normaliseRotation, planCrop, rotatedBoundingBox, type Area } from "./crop-geometry";

// The canvas drawing of the §2.6 photo tools (the numbers come from crop-geometry.ts). §5 the messenger takes jpeg only.

/** Loads an image (an object URL or a data URL) for drawing. */
export function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = "async";
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The image could not be read."));
    image.src = source;
  });
}

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext("2d");
  if (context === null) throw new Error("This browser cannot draw on a canvas.");
  return context;
}

/**
 * The picture turned by a quarter turn, for the cropper to show upright (react-easy-crop fits an unturned picture to its
 * stage, so a turned landscape photo would overflow it and could not be cropped whole): an object URL of a jpeg at the
 * turned size, whose pixels are the coordinates `cropToJpeg` takes. The caller revokes it. A rotation of 0 is the source.
 */
export async function turnImage(source: string, rotation: number): Promise<string> {
  if (normaliseRotation(rotation) === 0) return source;
  const image = await loadImage(source);
  const width = image.naturalWidth || image.width;
  const height = image.naturalHeight || image.height;
  const box = rotatedBoundingBox({ width, height }, rotation);
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(box.width);
  canvas.height = Math.round(box.height);
  const context = context2d(canvas);
  context.translate(box.width / 2, box.height / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.drawImage(image, -width / 2, -height / 2, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.92));
  if (blob === null) throw new Error("The picture could not be turned.");
  return URL.createObjectURL(blob);
}

/**
 * §2.6 the cropper's result: `areaPixels` (react-easy-crop's `croppedAreaPixels`, measured in the bounding box of the
 * image turned by `rotation` degrees) drawn on a canvas of its size — scaled down to MAX_PHOTO_SIDE — as a jpeg data URL.
 */
export async function cropToJpeg(source: string, areaPixels: Area, rotation: number, quality = JPEG_QUALITY): Promise<string> {
  const image = await loadImage(source);
  const width = image.naturalWidth || image.width;
  const height = image.naturalHeight || image.height;
  const { bounding, area, output, scale } = planCrop({ width, height }, areaPixels, rotation);
  const canvas = document.createElement("canvas");
  canvas.width = output.width;
  canvas.height = output.height;
  const context = context2d(canvas);
  // A jpeg has no transparency: a dark ground under anything the turned image leaves uncovered.
  context.fillStyle = "#000";
  context.fillRect(0, 0, output.width, output.height);
  context.imageSmoothingQuality = "high";
  // Output pixels ← area pixels ← the bounding box's centre ← the turned image around it.
  context.scale(scale, scale);
  context.translate(-area.x + bounding.width / 2, -area.y + bounding.height / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.drawImage(image, -width / 2, -height / 2, width, height);
  return canvas.toDataURL("image/jpeg", quality);
}

/** §9 the camera's still: the video's current frame on a 480×360 canvas (360×480 in portrait), as a jpeg data URL. */
export function captureVideoFrame(video: HTMLVideoElement, quality = JPEG_QUALITY): string {
  const frame = { width: video.videoWidth, height: video.videoHeight };
  const size = cameraCanvasSize(frame);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = context2d(canvas);
  const from = coverSource(frame, size);
  context.drawImage(video, from.x, from.y, from.width, from.height, 0, 0, size.width, size.height);
  return canvas.toDataURL("image/jpeg", quality);
}
