/// <reference types="vite/client" />

declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

// hls.js's light build (no alternate audio, subtitles or DRM) has the full build's types.
declare module "hls.js/light" {
  export { default } from "hls.js";
  export * from "hls.js";
}
