/** Payment method badges (the §3 option `image`), drawn locally so the wallet needs no external assets. */
const BADGES: Readonly<Record<string, { readonly label: string; readonly background: string; readonly foreground: string }>> = {
  creditcard: { label: "CARD", background: "#1a1f71", foreground: "#f7b600" },
  ideal: { label: "iDEAL", background: "#cc0066", foreground: "#ffffff" },
  mistercash: { label: "Bancontact", background: "#005498", foreground: "#ffd800" },
  sofortbanking: { label: "SOFORT", background: "#ef809f", foreground: "#ffffff" },
  paysafecard: { label: "paysafe", background: "#008ac9", foreground: "#ffffff" },
};

export const PAYMENT_BADGE_KEYS = Object.keys(BADGES);

/** A 120x80 badge, or undefined for an unknown key. */
export const paymentBadgeSvg = (key: string): string | undefined => {
  const badge = BADGES[key];
  if (badge === undefined) return undefined;
  const size = badge.label.length > 7 ? 16 : 22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80" role="img" aria-label="${badge.label}">
<rect x="1" y="1" width="118" height="78" rx="10" fill="${badge.background}"/>
<rect x="12" y="14" width="22" height="16" rx="3" fill="${badge.foreground}" opacity="0.85"/>
<text x="60" y="58" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${badge.foreground}">${badge.label}</text>
</svg>`;
};
