import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";

// Ladle sees the user's react plugin ("vite:react-babel") and does not add its own; the Lingui macro needs it.
// The source text is kept in the build so stories read in English where a catalogue lacks a message.
export default defineConfig({
  plugins: [react({ babel: { plugins: [["@lingui/babel-plugin-lingui-macro", { stripMessageField: false }]] } }), lingui()],
});
