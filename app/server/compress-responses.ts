import zlib from "node:zlib";
import type { RequestHandler, Response } from "express";

/** JSON, HTML and the other text the site and the simulator answer; images, video and fonts are compressed already. */
export const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|manifest\+json|[\w.-]+\+(json|xml))\b|image\/svg\+xml)/i;

/** Below about a kilobyte compression saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

const toBuffer = (chunk: Chunk, encoding?: BufferEncoding): Buffer =>
  typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

function compressor(encoding: "br" | "gzip", size: number | undefined): zlib.BrotliCompress | zlib.Gzip {
  if (encoding === "gzip") return zlib.createGzip();
  // Quality 5 of 11: close to gzip's speed and still smaller; the build's assets are brotli'd at 11 ahead of time.
  const params: Record<number, number> = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
  if (size !== undefined) params[zlib.constants.BROTLI_PARAM_SIZE_HINT] = size;
  return zlib.createBrotliCompress({ params });
}

/**
 * Compresses text answers made per request (the simulator's JSON, the QA API and console, the provider page) with
 * br or gzip, whichever the browser prefers. Answers that already carry a Content-Encoding (the build's files,
 * served from their pre-compressed copies), HEAD, 204/206/304, `no-transform` and anything sent with
 * `writeHead(...)` before its body go as they are. The decision is made at the first write, from the headers
 * set so far; the body then streams through zlib.
 */
export function compressResponses(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "HEAD") return next();
    const accepted = req.acceptsEncodings("br", "gzip");
    const encoding = accepted === "br" || accepted === "gzip" ? accepted : undefined;
    const write = res.write as (...args: unknown[]) => boolean;
    const end = res.end as (...args: unknown[]) => Response;
    let decided = false;
    let ended = false;
    let stream: zlib.BrotliCompress | zlib.Gzip | undefined;

    const decide = (first: Chunk | undefined, chunkEncoding: BufferEncoding | undefined, last: boolean) => {
      decided = true;
      if (res.headersSent || res.hasHeader("Content-Encoding")) return;
      if (res.statusCode < 200 || [204, 206, 304].includes(res.statusCode)) return;
      if (!COMPRESSIBLE_TYPE.test(String(res.getHeader("Content-Type") ?? ""))) return;
      if (/\bno-transform\b/i.test(String(res.getHeader("Cache-Control") ?? ""))) return;
      // Caches keep one copy per encoding, also of the answer to a browser that accepts none.
      res.vary("Accept-Encoding");
      if (!encoding) return;
      const declared = res.hasHeader("Content-Length") ? Number(res.getHeader("Content-Length")) : undefined;
      const size = declared ?? (last ? (first === undefined ? 0 : toBuffer(first, chunkEncoding).length) : undefined);
      if (size !== undefined && size < MIN_COMPRESSED_BYTES) return;
      res.setHeader("Content-Encoding", encoding);
      res.removeHeader("Content-Length");
      stream = compressor(encoding, size);
      stream.on("data", (chunk: Buffer) => write.call(res, chunk));
      stream.on("end", () => end.call(res));
      stream.on("error", (error) => res.destroy(error));
    };

    res.write = function (this: Response, ...args: unknown[]): boolean {
      const [chunk, chunkEncoding, callback] = args as [Chunk, BufferEncoding | Callback | undefined, Callback | undefined];
      const named = typeof chunkEncoding === "string" ? chunkEncoding : undefined;
      if (!decided) decide(chunk, named, false);
      if (!stream) return write.apply(this, args);
      stream.write(toBuffer(chunk, named), typeof chunkEncoding === "function" ? chunkEncoding : callback);
      // zlib buffers what the socket has not taken yet; the bodies compressed here are small, finite answers.
      return true;
    } as Response["write"];

    res.end = function (this: Response, ...args: unknown[]): Response {
      const chunk = typeof args[0] === "function" ? undefined : (args[0] as Chunk | null | undefined);
      const named = typeof args[1] === "string" ? (args[1] as BufferEncoding) : undefined;
      if (!decided) decide(chunk ?? undefined, named, true);
      if (!stream) return end.apply(this, args);
      if (ended) return this;
      ended = true;
      const callback = args.find((arg): arg is () => void => typeof arg === "function");
      if (callback) this.once("finish", callback);
      if (chunk != null) stream.end(toBuffer(chunk, named));
      else stream.end();
      return this;
    } as Response["end"];

    next();
  };
}
