export * from "./photo-crop-dialog";
export * from "./camera-dialog";
export * from "./photo-banner";
export * from "./camera-button";
export * from "./emoji-button";
export * from "./webcam";
export { cropToJpeg, captureVideoFrame } from "./crop-image";
export { JPEG_QUALITY, MAX_PHOTO_SIDE, cameraCanvasSize, planCrop, rotatedBoundingBox, nextQuarterTurn } from "./crop-geometry";
