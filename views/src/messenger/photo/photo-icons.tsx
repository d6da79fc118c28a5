import { Icon, type IconProps } from "../../ui/icon";

// The photo tools' line icons (24×24, the frame of ui/icons).

/** A stills camera: take a photo with the webcam (§2.6). */
export const PhotoCameraIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3.5 8.5a2 2 0 0 1 2-2h2.2l1.6-2.2h5.4l1.6 2.2h2.2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2z" />
    <circle cx="12" cy="12.75" r="3.5" />
  </Icon>
);

/** A smiling face: the emoji picker. */
export const EmojiIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M8.5 14.25a4.5 4.5 0 0 0 7 0" />
    <path d="M9.25 9.75h.01M14.75 9.75h.01" strokeWidth={2.6} />
  </Icon>
);

/** A quarter turn to the right (§2.6 90-degree rotation). */
export const RotateIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M19.5 11.5A7.5 7.5 0 1 1 17 6" />
    <path d="M19.5 3.5V8H15" />
  </Icon>
);

/** Take the photo again. */
export const RetakeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 12.5A7.5 7.5 0 1 0 7 6" />
    <path d="M4.5 3.5V8H9" />
  </Icon>
);
