import { describe, expect, it } from "vitest";
import { JPEG_SIGNATURE, jpegSize } from "../testing/jpeg";
import { rasterJpeg } from "./media.raster";

const drawing = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" viewBox="0 0 40 30"><rect width="40" height="30" fill="${fill}"/></svg>`;

describe("rasterJpeg", () => {
  it("asked for one picture twice at once, draws it once: both get the same answer", async () => {
    const first = rasterJpeg(drawing("#c33"), 80);
    const second = rasterJpeg(drawing("#c33"), 80);
    expect(second).toBe(first);
    const jpeg = await first;
    expect([...jpeg.slice(0, 3)]).toEqual(JPEG_SIGNATURE);
    expect(jpegSize(jpeg)).toEqual([80, 60]);
  });

  it("keeps a drawn picture, and draws another drawing or width anew", async () => {
    const red = await rasterJpeg(drawing("#c33"), 120);
    expect(await rasterJpeg(drawing("#c33"), 120)).toBe(red);
    const blue = await rasterJpeg(drawing("#33c"), 120);
    expect(blue).not.toEqual(red);
    expect(jpegSize(await rasterJpeg(drawing("#c33"), 60))).toEqual([60, 45]);
  });

  it("a drawing resvg cannot read fails, and is tried again when asked again", async () => {
    const broken = rasterJpeg("<svg", 80);
    await expect(broken).rejects.toThrow();
    const again = rasterJpeg("<svg", 80);
    expect(again).not.toBe(broken);
    await expect(again).rejects.toThrow();
  });
});
