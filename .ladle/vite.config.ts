import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import { browserHostFiles } from "../app/demo/host-files";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Ladle's MSW addon copies the worker into it, making the folder but not its parents (a clean checkout has no build/).
const publicDir = path.join(repoRoot, "build", "ladle-public");
fs.mkdirSync(publicDir, { recursive: true });

// Ladle sees the user's react plugin ("vite:react-babel") and does not add its own; the Lingui macro needs it.
// The source text is kept in the build so stories read in English where a catalogue lacks a message.
// Issue 30: the page stories (app/stories) run the simulator in the page, on MSW (Ladle's MSW addon, config.mjs: without
// it Ladle replaces msw with an empty module), with the shipped media. The addon copies MSW's worker into the public
// folder, which is the build's, not the repository's.
export default defineConfig({
  publicDir,
  plugins: [
    react({ babel: { plugins: [["@lingui/babel-plugin-lingui-macro", { stripMessageField: false }]] } }),
    lingui({ configPath: path.join(repoRoot, "lingui.config.ts") }),
    browserHostFiles({ repoRoot }),
  ],
});
