/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: "views/src/**/*.stories.tsx",
  viteConfig: ".ladle/vite.config.ts",
  outDir: ".ladle-build",
  // Opens on the grid: the first story by name is the open age gate, a modal that made Ladle's own sidebar inert.
  defaultStory: "browse--performer-grid--loaded",
  addons: {
    theme: { enabled: false, defaultState: "dark" },
    a11y: { enabled: true },
    width: {
      enabled: true,
      options: { xsmall: 390, small: 640, medium: 768, large: 1024, xlarge: 1280 },
      defaultState: 0,
    },
  },
};
