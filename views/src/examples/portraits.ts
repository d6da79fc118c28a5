/**
 * Local, tasteful stand-in pictures for stories and tests: a softly lit silhouette on a warm gradient,
 * as an SVG data URI (no network, no binary files).
 */
const PALETTES = [
  ["#6a1b4d", "#e5195f", "#ffb199"],
  ["#2b1055", "#7597de", "#f3d9ff"],
  ["#3a0d2e", "#b33f62", "#f9a26c"],
  ["#10243e", "#3c6e91", "#b8e0ff"],
  ["#42122b", "#d1495b", "#edae49"],
  ["#1d1a39", "#a13670", "#f5c3d4"],
  ["#2e1a12", "#a0522d", "#ffd6a5"],
  ["#0f2d2a", "#2a9d8f", "#e9f5db"],
] as const;

export function portrait(seed: number, { width = 400, height = 300, soft = false } = {}): string {
  const [dark, mid, light] = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  const x = 150 + ((seed * 37) % 120);
  const hair = ["#2b1b12", "#e8c07a", "#7a3b1f", "#111", "#b5651d"][seed % 5] ?? "#111";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${light}"/></linearGradient>
<radialGradient id="l" cx="0.7" cy="0.2" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="400" height="300" fill="url(#g)"/><rect width="400" height="300" fill="url(#l)"/>
<g opacity="${soft ? 0.55 : 0.9}"><ellipse cx="${x}" cy="120" rx="46" ry="56" fill="${hair}"/><ellipse cx="${x}" cy="128" rx="34" ry="42" fill="#f1c7a8"/>
<path d="M${x - 95} 300 C${x - 90} 220 ${x - 45} 190 ${x} 188 C${x + 45} 190 ${x + 90} 220 ${x + 95} 300 Z" fill="${soft ? "#333" : dark}"/></g>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
