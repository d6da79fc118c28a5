import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const js of [false, true]) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, javaScriptEnabled: js });
  const page = await ctx.newPage();
  await page.goto(process.argv[2], { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shot-js-${js}.png` });
  console.log(js, await page.evaluate(() => { const ul = document.querySelector("ul[role=list]") || document.querySelector("main ul"); const li = ul?.querySelector("li"); return { ulClass: ul?.className, ulStyle: ul?.getAttribute("style"), liRect: li?.getBoundingClientRect().toJSON(), ulRect: ul?.getBoundingClientRect().toJSON(), mainPad: getComputedStyle(document.querySelector("main")).padding, gridCols: ul ? getComputedStyle(ul).gridTemplateColumns : null }; }));
  await ctx.close();
}
await browser.close();
