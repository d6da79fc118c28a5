import type { ReactElement } from "react";
import { Icon, type IconProps } from "../../ui/icon";
import { HeartIcon } from "../../ui/icons";
import { CoinsIcon, VibrateIcon } from "../../ui/icons-more";

// §9 the tip listings' icons (24×24 line icons in the frame of ui/icons, currentColor, decorative).

export const RoseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 13.5c-2.9 0-5-2.1-5-5 0-1.4.5-2.7 1.4-3.6L10 6.5 12 4l2 2.5 1.6-1.6c.9.9 1.4 2.2 1.4 3.6 0 2.9-2.1 5-5 5z" />
    <path d="M12 13.5V21M12 18.5c-1.4-1.9-3.4-2.4-5-2 .5 1.9 2.6 3 5 2z" />
  </Icon>
);
export const LipsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2.5 12c2.2-3.6 4.8-5.3 6.8-5.3 1.1 0 1.9.6 2.7 1.4.8-.8 1.6-1.4 2.7-1.4 2 0 4.6 1.7 6.8 5.3-2.2 3.6-5.3 5.5-9.5 5.5S4.7 15.6 2.5 12z" />
    <path d="M2.5 12c3 .9 6.2 1.3 9.5 1.3s6.5-.4 9.5-1.3" />
  </Icon>
);
/** "Loving": a heart struck by an arrow. */
export const LovingIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 19.5s-6.2-3.9-8.2-8A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 8.2 4.2c-2 4.1-8.2 8-8.2 8z" />
    <path d="M2 20l5-4M17 8l4.5-4.5M18 3.5h3.5V7" />
  </Icon>
);
/** "Love": a full heart. */
export const LoveIcon = (p: IconProps) => (
  <Icon {...p} fill="currentColor">
    <path d="M12 20s-7-4.4-9.3-9A5 5 0 0 1 12 6a5 5 0 0 1 9.3 5c-2.3 4.6-9.3 9-9.3 9z" />
  </Icon>
);
/** "Rock it": a bolt. */
export const BoltIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M13.5 2.5 4.5 14h7l-1 7.5 9-11.5h-7z" />
  </Icon>
);
export const DiamondIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6.5 3.5h11L22 9.5 12 21 2 9.5z" />
    <path d="M2 9.5h20M9.5 3.5 12 9.5l2.5-6M12 21 8.5 9.5M12 21l3.5-11.5" />
  </Icon>
);
export const WinkIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M7.5 10.2c.7-.6 1.8-.6 2.5 0M15 9.2v1.6M8.3 14.6c2 1.8 5.4 1.8 7.4 0" />
  </Icon>
);
export const DrinkIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 4h16l-8 9z" />
    <path d="M12 13v7.5M8 20.5h8M15.5 4l2.5-2" />
  </Icon>
);
export const GiftIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="8" width="18" height="4.5" rx="1" />
    <path d="M5 12.5V21h14v-8.5M12 8v13" />
    <path d="M12 8C10.8 5 7 4.2 7 6.3 7 7.6 9.3 8 12 8zM12 8c1.2-3 5-3.8 5-1.7C17 7.6 14.7 8 12 8z" />
  </Icon>
);
/** A tip goal: a target. */
export const TargetIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" fill="currentColor" />
  </Icon>
);
/** The tip menu: a list. */
export const ListIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" fill="currentColor" />
    <circle cx="4.5" cy="12" r="1" fill="currentColor" />
    <circle cx="4.5" cy="18" r="1" fill="currentColor" />
  </Icon>
);

/**
 * The icon of a tip kind (§3/§9): a chat tip's name or a member tip's kind (`kiss` is in both listings), `toy`, and
 * coins for the rest (custom, menu, a kind the room names that the site does not know).
 */
export function tipIcon(kind: string, props: IconProps = {}): ReactElement {
  switch (kind) {
    case "rose":
      return <RoseIcon {...props} />;
    case "kiss":
      return <LipsIcon {...props} />;
    case "loving":
      return <LovingIcon {...props} />;
    case "love":
      return <LoveIcon {...props} />;
    case "rock it":
      return <BoltIcon {...props} />;
    case "diamond":
      return <DiamondIcon {...props} />;
    case "wink":
      return <WinkIcon {...props} />;
    case "drink":
      return <DrinkIcon {...props} />;
    case "heart":
      return <HeartIcon {...props} />;
    case "gift":
      return <GiftIcon {...props} />;
    case "toy":
      return <VibrateIcon {...props} />;
    case "menu":
      return <ListIcon {...props} />;
    default:
      return <CoinsIcon {...props} />;
  }
}
