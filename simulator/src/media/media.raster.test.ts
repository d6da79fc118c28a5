import { describe, expect, it } from "vitest";
import { PNG_SIGNATURE, pngSize } from "../testing/png";
import { rasterPng } from "./media.raster";

const drawing = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" viewBox="0 0 40 30"><rect width="40" height="30" fill="${fill}"/></svg>`;

describe("rasterPng", () => {
  it("asked for one picture twice at once, draws it once: both get the same answer", async () => {
    const first = rasterPng(drawing("#c33"), 80);
    const second = rasterPng(drawing("#c33"), 80);
    expect(second).toBe(first);
    const png = await first;
    expect([...png.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual([80, 60]);
  });

  it("keeps a drawn picture, and draws another drawing or width anew", async () => {
    const red = await rasterPng(drawing("#c33"), 120);
    expect(await rasterPng(drawing("#c33"), 120)).toBe(red);
    const blue = await rasterPng(drawing("#33c"), 120);
    expect(blue).not.toEqual(red);
    expect(pngSize(await rasterPng(drawing("#c33"), 60))).toEqual([60, 45]);
  });

  it("a drawing resvg cannot read fails, and is tried again when asked again", async () => {
    const broken = rasterPng("<svg", 80);
    await expect(broken).rejects.toThrow();
    const again = rasterPng("<svg", 80);
    expect(again).not.toBe(broken);
    await expect(again).rejects.toThrow();
  });
});
