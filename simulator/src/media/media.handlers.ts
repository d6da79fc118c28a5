import { http, HttpResponse, type HttpHandler } from "msw";
import type { World } from "../world/world";
import { MEDIA_BASE } from "../world/media.urls";
import { rasterJpeg } from "./media.raster";
import { categoryImageSvg, logoSvg, parsePerformerImage, performerImageSvg, promoSvg } from "./media.svg";

/** The snapshot thumbnail's width in pixels: the profile shows it at 400×300, a grid card at about 300 wide. */
export const SNAPSHOT_RASTER_WIDTH = 400;

const svg = (body: string) =>
  new HttpResponse(body, {
    status: 200,
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
const jpeg = (body: Uint8Array) =>
  new HttpResponse(body, { status: 200, headers: { "Content-Type": "image/jpeg", "Cache-Control": "public, max-age=86400" } });
const missing = () => new HttpResponse("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

/** Generated artwork under /simulator/media (see media.urls). The sample video is served by the Node host. */
export const createMediaHandlers = (world: World, options: { readonly raster: boolean } = { raster: true }): HttpHandler[] => [
  http.get(`*${MEDIA_BASE}/performer/:id/:file`, async ({ params }) => {
    const performer = world.findPerformer(String(params.id));
    const image = parsePerformerImage(String(params.file));
    if (!performer || !image) return missing();
    const drawing = performerImageSvg(performer, image);
    // Without raster pictures (the browser host) a thumbnail is its drawing: an <img> shows it by its content type.
    return image.kind === "snapshot" && image.raster && options.raster ? jpeg(await rasterJpeg(drawing, SNAPSHOT_RASTER_WIDTH)) : svg(drawing);
  }),
  http.get(`*${MEDIA_BASE}/category/:file`, ({ params }) => {
    const slug = String(params.file).replace(/\.svg$/, "");
    const category = world.getState().categories.find((c) => c.slug === slug || c.key === slug);
    return category && String(params.file).endsWith(".svg") ? svg(categoryImageSvg(category)) : missing();
  }),
  http.get(`*${MEDIA_BASE}/promo/:file`, ({ params }) => {
    const body = String(params.file).endsWith(".svg") ? promoSvg(String(params.file).replace(/\.svg$/, "")) : null;
    return body ? svg(body) : missing();
  }),
  http.get(`*${MEDIA_BASE}/logo.svg`, () => svg(logoSvg())),
];
