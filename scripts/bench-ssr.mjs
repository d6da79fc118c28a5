#!/usr/bin/env node
// Issue 26 server-render budgets, on the production build in simulator mode: for `/en`, a category and a profile, the
// server's time per page (p50/p95, one request at a time) with the render cache cold (every request renders) and warm,
// and requests per second warm (8 at a time). Prints a table; exits 1 when a figure is over its budget. Not part of
// `npm test`: it measures time, and tests must not.
//
//   npm run bench:ssr            (REQUESTS=200 per page and case, SECONDS=5 of throughput per page)
import { performance } from "node:perf_hooks";
import { benchServer } from "./bench-server.mjs";

const BUDGET = { warmP95: 30, coldP95: 150, warmRps: 300 };
const REQUESTS = Number(process.env.REQUESTS || 200);
const SECONDS = Number(process.env.SECONDS || 5);
const HEADERS = { "Accept-Encoding": "br", Accept: "text/html" };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function get(url) {
  const started = performance.now();
  const res = await fetch(url, { headers: HEADERS, redirect: "manual" });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  // One request at a time on loopback: the time it took is the server's.
  return performance.now() - started;
}

async function latencies(url, count) {
  const times = [];
  for (let i = 0; i < count; i++) times.push(await get(url));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function throughput(url, seconds, concurrency = 8) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await get(url);
        done++;
      }
    }),
  );
  return done / seconds;
}

async function measure(cacheSeconds) {
  const server = await benchServer({ CAMSTAGE_RENDER_CACHE_SECONDS: String(cacheSeconds) });
  try {
    const performers = await (await fetch(`${server.url}/simulator/api/performers`)).json();
    const pages = { "/en": "/en", category: "/en/blonde", profile: `/en/profile/${encodeURIComponent(performers[0].username)}` };
    // Warm the process up (JIT, the simulator's world, the first render's code) before counting.
    for (const path of Object.values(pages)) for (let i = 0; i < 20; i++) await get(server.url + path);
    const rows = {};
    for (const [name, path] of Object.entries(pages)) {
      rows[name] = { ...(await latencies(server.url + path, REQUESTS)), rps: await throughput(server.url + path, SECONDS) };
    }
    return rows;
  } finally {
    server.stop();
  }
}

const cold = await measure(0);
const warm = await measure(600);
const fmt = (ms) => `${ms.toFixed(1)} ms`;
console.log(`\nserver render (production build, simulator mode; ${REQUESTS} requests one at a time, then ${SECONDS} s at 8 at a time)\n`);
console.log("page       | cold p50 | cold p95 | cold req/s | warm p50 | warm p95 | warm req/s");
console.log("---------- | -------- | -------- | ---------- | -------- | -------- | ----------");
for (const name of Object.keys(cold)) {
  const c = cold[name];
  const w = warm[name];
  console.log(`${name.padEnd(10)} | ${fmt(c.p50).padStart(8)} | ${fmt(c.p95).padStart(8)} | ${c.rps.toFixed(0).padStart(10)} | ${fmt(w.p50).padStart(8)} | ${fmt(w.p95).padStart(8)} | ${w.rps.toFixed(0).padStart(10)}`);
}
const over = [];
if (cold["/en"].p95 > BUDGET.coldP95) over.push(`/en cold p95 ${fmt(cold["/en"].p95)} > ${BUDGET.coldP95} ms`);
if (warm["/en"].p95 > BUDGET.warmP95) over.push(`/en warm p95 ${fmt(warm["/en"].p95)} > ${BUDGET.warmP95} ms`);
if (warm["/en"].rps < BUDGET.warmRps) over.push(`/en warm ${warm["/en"].rps.toFixed(0)} req/s < ${BUDGET.warmRps}`);
console.log(`\nbudgets (/en): p95 ≤ ${BUDGET.coldP95} ms cold, ≤ ${BUDGET.warmP95} ms warm; ≥ ${BUDGET.warmRps} req/s warm`);
if (over.length > 0) {
  console.log(`OVER BUDGET: ${over.join("; ")}`);
  process.exit(1);
}
console.log("within budget");
