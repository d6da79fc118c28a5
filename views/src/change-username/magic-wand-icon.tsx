import { Icon, type IconProps } from "../ui/icons";

/** §2.4 the suggestion button's magic wand (24×24, currentColor, decorative). */
export function MagicWandIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 20L15 9" />
      <path d="M13.5 7.5l3 3" />
      <path d="M18 2.5v3M16.5 4h3M20.5 9v2M19.5 10h2M9 3v2M8 4h2" />
    </Icon>
  );
}
