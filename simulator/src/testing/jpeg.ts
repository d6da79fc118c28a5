import { decode } from "jpeg-js";

/** The three bytes every JPEG file starts with (start of image, then a marker). */
export const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** A JPEG's width and height, as a decoder reads them. */
export const jpegSize = (bytes: Uint8Array): [number, number] => {
  const { width, height } = decode(bytes, { useTArray: true });
  return [width, height];
};
