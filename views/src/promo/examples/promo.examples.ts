import type { PromoModalProps } from "../promo-modal";

const noop = () => {};

/** A stand-in for the platform's promo artwork (960 × 540, as the simulator serves it), as an SVG data URI. */
const artwork = (big: string, line1: string, line2: string): string => {
  const font = `font-family="'Poppins','Segoe UI','Helvetica Neue',Arial,sans-serif"`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e5246b"/><stop offset="0.6" stop-color="#7209b7"/><stop offset="1" stop-color="#3a0ca3"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.75" cy="0.15" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="960" height="540" fill="url(#bg)"/><rect width="960" height="540" fill="url(#glow)"/>` +
    `<circle cx="120" cy="440" r="90" fill="#ffffff" opacity="0.08"/><circle cx="860" cy="90" r="60" fill="#ffffff" opacity="0.1"/>` +
    `<text x="480" y="270" text-anchor="middle" ${font} font-size="170" font-weight="800" fill="#ffffff">${big}</text>` +
    `<text x="480" y="340" text-anchor="middle" ${font} font-size="34" font-weight="700" fill="#ffffff" letter-spacing="3">${line1}</text>` +
    `<text x="480" y="400" text-anchor="middle" ${font} font-size="26" fill="#ffffff" opacity="0.85">${line2}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
};

/** The welcome overlay (§3 placement "home-overlay"), linking to the registration. */
export const welcomePromo: PromoModalProps = {
  isOpen: true,
  imageUrl: artwork("120", "WELCOME CREDITS", "Free account · Sign up now"),
  href: "/?action=register",
  onOpenLink: noop,
  onClose: noop,
};

/** A promo with its own text alternative. */
export const minutesPromo: PromoModalProps = {
  ...welcomePromo,
  imageUrl: artwork("30 min", "FOR € 2.95", "One-time offer"),
  alt: "30 minutes for € 2.95",
};

/** A promo without a link: the image alone. */
export const promoWithoutLink: PromoModalProps = { ...welcomePromo, href: null };
