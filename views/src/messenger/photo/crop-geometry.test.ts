import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  aspectOf,
  cameraCanvasSize,
  clampArea,
  coverSource,
  fitWithin,
  MAX_PHOTO_SIDE,
  nextQuarterTurn,
  normaliseRotation,
  planCrop,
  rotatedBoundingBox,
} from "./crop-geometry";

describe("crop geometry (§2.6 crop and 90-degree rotation)", () => {
  it("turns by quarter turns and comes back to 0 after four presses", () => {
    expect([0, 90, 180, 270].map(nextQuarterTurn)).toEqual([90, 180, 270, 0]);
    let rotation = 0;
    for (let i = 0; i < 4; i++) rotation = nextQuarterTurn(rotation);
    expect(rotation).toBe(0);
    expect(normaliseRotation(-90)).toBe(270);
    expect(normaliseRotation(450)).toBe(90);
  });

  it("swaps width and height in the bounding box of a quarter or three-quarter turn, exactly", () => {
    const photo = { width: 1200, height: 800 };
    expect(rotatedBoundingBox(photo, 0)).toEqual({ width: 1200, height: 800 });
    expect(rotatedBoundingBox(photo, 90)).toEqual({ width: 800, height: 1200 });
    expect(rotatedBoundingBox(photo, 180)).toEqual({ width: 1200, height: 800 });
    expect(rotatedBoundingBox(photo, 270)).toEqual({ width: 800, height: 1200 });
    const square45 = rotatedBoundingBox({ width: 100, height: 100 }, 45);
    expect(square45.width).toBeCloseTo(100 * Math.SQRT2, 6);
    expect(square45.height).toBeCloseTo(100 * Math.SQRT2, 6);
  });

  it("keeps a crop area in whole pixels inside the turned photo, at least 1×1", () => {
    expect(clampArea({ x: 10.4, y: 20.6, width: 300.5, height: 200.2 }, { width: 1000, height: 1000 })).toEqual({ x: 10, y: 21, width: 301, height: 200 });
    expect(clampArea({ x: -3, y: -1, width: 1205, height: 801 }, { width: 1200, height: 800 })).toEqual({ x: 0, y: 0, width: 1200, height: 800 });
    expect(clampArea({ x: 1300, y: 900, width: 0, height: 0 }, { width: 1200, height: 800 })).toEqual({ x: 1199, y: 799, width: 1, height: 1 });
  });

  it("never lets the area leave the bounding box (property)", () => {
    const size = fc.integer({ min: 1, max: 5000 });
    const coordinate = fc.double({ min: -1000, max: 6000, noNaN: true });
    fc.assert(
      fc.property(size, size, coordinate, coordinate, coordinate, coordinate, (w, h, x, y, aw, ah) => {
        const area = clampArea({ x, y, width: aw, height: ah }, { width: w, height: h });
        return area.x >= 0 && area.y >= 0 && area.width >= 1 && area.height >= 1 && area.x + area.width <= w && area.y + area.height <= h;
      }),
    );
  });

  it("plans the canvas at the area's size, scaled down so its longest side is at most MAX_PHOTO_SIDE", () => {
    const small = planCrop({ width: 1200, height: 800 }, { x: 100, y: 50, width: 600, height: 450 }, 0);
    expect(small).toEqual({ bounding: { width: 1200, height: 800 }, area: { x: 100, y: 50, width: 600, height: 450 }, output: { width: 600, height: 450 }, scale: 1 });

    const turned = planCrop({ width: 1200, height: 800 }, { x: 0, y: 0, width: 800, height: 1200 }, 90);
    expect(turned.bounding).toEqual({ width: 800, height: 1200 });
    expect(turned.output).toEqual({ width: 800, height: 1200 });

    const big = planCrop({ width: 4000, height: 3000 }, { x: 0, y: 0, width: 4000, height: 3000 }, 0);
    expect(big.output).toEqual({ width: MAX_PHOTO_SIDE, height: 1536 });
    expect(big.scale).toBeCloseTo(MAX_PHOTO_SIDE / 4000, 6);
    expect(fitWithin({ width: 300, height: 5000 }, 1000)).toEqual({ width: 60, height: 1000 });
  });

  it("offers the turned photo's own shape and the fixed ones", () => {
    const photo = { width: 1200, height: 800 };
    expect(aspectOf("original", photo, 0)).toBeCloseTo(1.5);
    expect(aspectOf("original", photo, 90)).toBeCloseTo(2 / 3);
    expect(aspectOf("1:1", photo, 90)).toBe(1);
    expect(aspectOf("4:3", photo, 0)).toBeCloseTo(4 / 3);
    expect(aspectOf("3:4", photo, 0)).toBeCloseTo(3 / 4);
  });

  it("§9 sizes the camera canvas 480×360, swapped for a portrait video", () => {
    expect(cameraCanvasSize({ width: 640, height: 480 })).toEqual({ width: 480, height: 360 });
    expect(cameraCanvasSize({ width: 480, height: 640 })).toEqual({ width: 360, height: 480 });
    expect(cameraCanvasSize({ width: 0, height: 0 })).toEqual({ width: 480, height: 360 });
  });

  it("fills the camera canvas from the centre of a wider frame without stretching it", () => {
    // A 16:9 frame into the 4:3 canvas: the sides are cut.
    const from = coverSource({ width: 1280, height: 720 }, { width: 480, height: 360 });
    expect(from.height).toBeCloseTo(720);
    expect(from.width).toBeCloseTo(960);
    expect(from.x).toBeCloseTo(160);
    expect(from.y).toBeCloseTo(0);
    expect(coverSource({ width: 640, height: 480 }, { width: 480, height: 360 })).toEqual({ x: 0, y: 0, width: 640, height: 480 });
  });
});
