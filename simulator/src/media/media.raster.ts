import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { encode } from "jpeg-js";

/**
 * Raster pictures (JPEG) drawn from the simulator's SVG artwork by resvg, in WebAssembly so that it runs wherever the
 * simulator does, and encoded by jpeg-js (plain JavaScript). A performer's snapshot is served as a small JPEG, as a
 * real platform serves its thumbnails: a browser draws the grid's 60 of them for a fraction of what 60 SVG documents
 * cost it (each SVG picture is a document of its own to parse, style and paint), and a link preview (og:image) shows
 * no SVG at all. JPEG, not PNG: a 400×300 portrait is about 20 kB instead of 120 kB, and a phone on a slow network
 * loads the first grid page's pictures in a sixth of the time (issue 26, Lighthouse's LCP).
 *
 * Drawing one takes tens of milliseconds, so each picture is kept: the same drawing is the same picture in every
 * world, and the key is the drawing itself. At most `KEPT` pictures are kept; the least recently asked for goes.
 */

/** About 20 kB each at 400×300 (the snapshot thumbnail): some 10 MB at most. */
const KEPT = 500;
/** jpeg-js's quality (1–100): a thumbnail's, where the artwork's flat colours and soft gradients show no artefacts. */
const QUALITY = 80;

let ready: Promise<void> | undefined;
/** The pictures kept, and those being drawn: asked for twice at once (two visitors on one grid), one is drawn once. */
const kept = new Map<string, Promise<Uint8Array>>();

/** Where the WebAssembly comes from: read from the package in Node; a browser host passes its own URL (fetched). */
let wasmSource: () => Promise<BufferSource | Response> = async () => {
  const [{ readFile }, { createRequire }] = await Promise.all([import("node:fs/promises"), import("node:module")]);
  return readFile(createRequire(import.meta.url).resolve("@resvg/resvg-wasm/index_bg.wasm"));
};

/** For a host without the file system: where to fetch resvg's WebAssembly from (before the first picture). */
export const setRasterWasm = (url: string): void => {
  wasmSource = () => fetch(url);
};

const start = (): Promise<void> => {
  ready ??= wasmSource().then((source) => initWasm(source));
  return ready;
};

const draw = async (svg: string, width: number): Promise<Uint8Array> => {
  await start();
  const renderer = new Resvg(svg, { fitTo: { mode: "width", value: width } });
  try {
    const image = renderer.render();
    try {
      // resvg's pixels are RGBA, as jpeg-js reads them (it drops the alpha: the artwork is opaque).
      return new Uint8Array(encode({ data: image.pixels, width: image.width, height: image.height }, QUALITY).data);
    } finally {
      image.free();
    }
  } finally {
    renderer.free();
  }
};

/** The SVG document drawn as a JPEG `width` pixels wide (its height follows the document's aspect ratio). */
export const rasterJpeg = (svg: string, width: number): Promise<Uint8Array> => {
  const key = `${width}:${svg}`;
  const hit = kept.get(key);
  if (hit) {
    // Most recently used last: the Map's order is the eviction order.
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const jpeg = draw(svg, width);
  kept.set(key, jpeg);
  // A drawing that failed is not kept: the next request tries again.
  jpeg.catch(() => kept.get(key) === jpeg && kept.delete(key));
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  return jpeg;
};
