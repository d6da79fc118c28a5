#!/usr/bin/env node
// Drops optional platform packages that the lockfile names but could not resolve because the registry in use
// does not carry them (npm then records the dependency without a package, and `npm ci` refuses the lock).
// Run it after `npm install` changes dependencies: `npm run lock:prune`.
import fs from "node:fs";
const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const present = new Set(Object.keys(lock.packages).map((k) => k.replace(/^.*node_modules\//, "")));
let dropped = 0;
for (const entry of Object.values(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!present.has(name)) { delete entry.optionalDependencies[name]; dropped++; }
  }
}
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(`dropped ${dropped} unresolved optional dependencies`);
