import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
await page.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__shifts.push({ value: e.value, t: Math.round(e.startTime), sources: e.sources.map((s) => ({ node: s.node ? (s.node.nodeName + "." + (s.node.className || "") + "#" + (s.node.id || "")).slice(0, 120) : null, prev: [s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height].map(Math.round), cur: [s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height].map(Math.round) })) });
  }).observe({ type: "layout-shift", buffered: true });
});
await page.goto(process.argv[2], { waitUntil: "networkidle" });
await page.waitForTimeout(2000);
console.log(JSON.stringify(await page.evaluate(() => window.__shifts), null, 1).slice(0, 4000));
await page.screenshot({ path: "/tmp/cls-after.png" });
await browser.close();
