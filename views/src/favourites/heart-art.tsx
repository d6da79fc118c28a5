import { useId } from "react";

/** Decorative artwork of the empty favourites page: a glowing heart with two small ones. */
export function HeartArt({ className }: { className?: string }) {
  const id = useId();
  const fill = `${id}-fill`;
  const glow = `${id}-glow`;
  const heart = "M60 98S22 74 12 52A22 22 0 0 1 60 30a22 22 0 0 1 48 22C98 74 60 98 60 98z";
  return (
    <svg className={className} viewBox="0 0 120 110" width="120" height="110" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={fill} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-primary)" />
          <stop offset="1" stopColor="color-mix(in srgb, var(--color-primary) 60%, var(--color-accent))" />
        </linearGradient>
        <radialGradient id={glow}>
          <stop offset="0" stopColor="var(--color-primary)" stopOpacity="0.45" />
          <stop offset="1" stopColor="var(--color-primary)" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="60" cy="60" r="56" fill={`url(#${glow})`} />
      <path d={heart} fill="none" stroke={`url(#${fill})`} strokeWidth="5" strokeLinejoin="round" />
      <path d="M60 84S34 68 27 53a14 14 0 0 1 33-10 14 14 0 0 1 33 10C86 68 60 84 60 84z" fill={`url(#${fill})`} opacity="0.9" />
      <path d="M100 22s-7-4-9-8a4 4 0 0 1 9-3 4 4 0 0 1 9 3c-2 4-9 8-9 8z" fill="var(--color-accent)" opacity="0.85" />
      <path d="M18 26s-5-3-6.5-6a3 3 0 0 1 6.5-2 3 3 0 0 1 6.5 2C23 23 18 26 18 26z" fill="var(--color-primary)" opacity="0.7" />
    </svg>
  );
}
