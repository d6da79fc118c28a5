import type { SVGProps } from "react";
import { Icon } from "../ui/icons";

type IconProps = SVGProps<SVGSVGElement>;

export const LockIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="5" y="10.5" width="14" height="10" rx="2.2" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2.5" />
  </Icon>
);

export const GiftIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="9" width="16" height="11" rx="1.5" />
    <path d="M3 9h18M12 9v11M12 9s-1.5-5-4.5-5a2 2 0 0 0 0 4.5M12 9s1.5-5 4.5-5a2 2 0 0 1 0 4.5" />
  </Icon>
);

export const RetryIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" />
  </Icon>
);

/** §2.5 the secure-pay logo of the wallet header: a shield with a lock and "SECURE PAY" (decorative). */
export function SecurePayLogo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 44" width="2.25rem" height="2.5rem" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="secure-pay-shield" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3ddc84" />
          <stop offset="1" stopColor="#14a35a" />
        </linearGradient>
      </defs>
      <path d="M20 2l16 6v12c0 10-7 18.5-16 22C11 38.5 4 30 4 20V8z" fill="url(#secure-pay-shield)" />
      <rect x="13" y="19" width="14" height="11" rx="2" fill="#0b2a18" />
      <path d="M16 19v-3a4 4 0 0 1 8 0v3" fill="none" stroke="#0b2a18" strokeWidth="2.4" />
      <circle cx="20" cy="24.5" r="1.7" fill="#3ddc84" />
    </svg>
  );
}
