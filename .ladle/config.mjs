/** @type {import('@ladle/react').UserConfig} */
export default {
  // The views' parts, and the site's whole pages on the simulator in the page (issue 30, app/stories).
  stories: ["views/src/**/*.stories.tsx", "app/stories/**/*.stories.tsx"],
  viteConfig: ".ladle/vite.config.ts",
  outDir: ".ladle-build",
  // Opens on the grid: the first story by name is the open age gate, a modal that made Ladle's own sidebar inert.
  defaultStory: "browse--performer-grid--loaded",
  addons: {
    theme: { enabled: false, defaultState: "dark" },
    a11y: { enabled: true },
    // The page stories' simulator runs on MSW (issue 30); no story uses the addon's own handlers.
    msw: { enabled: true },
    width: {
      enabled: true,
      options: { xsmall: 390, small: 640, medium: 768, large: 1024, xlarge: 1280 },
      defaultState: 0,
    },
  },
};
