import { Icon, type IconProps } from "../ui/icon";

// The messenger's own line icons (24×24, the frame of ui/icons): the ticks, the editor's and the rows' actions.

/** §2.6 sent: a single check. */
export const TickIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 12.5l4.5 4.5L19.5 6.5" />
  </Icon>
);

/** §2.6 delivered and read: a double check. */
export const DoubleTickIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M1.5 12.5l4.5 4.5L16.5 6.5" />
    <path d="M11.5 16.2l.8.8L22.5 6.5" />
  </Icon>
);

export const ImageIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
    <circle cx="9" cy="10" r="1.75" />
    <path d="M20.5 15.5l-4.5-4.5-8.5 8.5" />
  </Icon>
);

export const SendIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 3L10.5 13.5" />
    <path d="M21 3l-6.5 18-4-7.5L3 9.5z" />
  </Icon>
);

export const TrashIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13" />
    <path d="M10.5 11v5.5M13.5 11v5.5" />
  </Icon>
);

/** Minimise a pop-up to its header. */
export const MinimiseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 17h12" />
  </Icon>
);

/** Restore a minimised pop-up. */
export const RestoreIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 14.5l6-6 6 6" />
  </Icon>
);

export const ArrowDownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M6 13l6 6 6-6" />
  </Icon>
);

/** Two speech bubbles: the messenger's empty states. */
export const ChatsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3.5 5.5A2 2 0 0 1 5.5 3.5h9a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H9l-4 3v-3h0a1.5 1.5 0 0 1-1.5-1.5z" />
    <path d="M16.5 8.5h2a2 2 0 0 1 2 2v6a1.5 1.5 0 0 1-1.5 1.5v3l-4-3h-4.5a2 2 0 0 1-2-2v-.5" />
  </Icon>
);

export const RetryIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 12a8 8 0 0 1 13.7-5.7L20 8.5" />
    <path d="M20 4v4.5h-4.5" />
    <path d="M20 12a8 8 0 0 1-13.7 5.7L4 15.5" />
    <path d="M4 20v-4.5h4.5" />
  </Icon>
);
