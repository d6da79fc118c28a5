import { useLingui } from "@lingui/react/macro";
import { AppLink } from "../link/link-context";
import { Modal } from "../ui/modal";
import { VisuallyHidden } from "../ui/visually-hidden";
import styles from "./promo.module.css";

/** The platform's promo artwork is 16:9 (960 × 540); the attributes reserve its box before it loads. */
export const PROMO_IMAGE_SIZE = { width: 960, height: 540 } as const;

export type PromoModalProps = {
  isOpen: boolean;
  /** §3 Promo data.image. */
  imageUrl: string;
  /** §3 Promo data.link; null (a promo without a link) shows the image alone. */
  href: string | null;
  /** The image's text alternative; defaults to "Special offer". */
  alt?: string;
  /** The image link was followed: the app closes the modal (the link navigates by itself, through the app's router). */
  onOpenLink: () => void;
  /** The close button, Escape or a press outside. */
  onClose: () => void;
  /** The artwork's intrinsic size, when it is not the platform's 960 × 540. */
  width?: number;
  height?: number;
};

/** §2.6 PromoModal: the white-label's promotion overlay, a clickable banner image (§4: once per session). */
export function PromoModal({ isOpen, imageUrl, href, alt, onOpenLink, onClose, width = PROMO_IMAGE_SIZE.width, height = PROMO_IMAGE_SIZE.height }: PromoModalProps) {
  const { t } = useLingui();
  const image = <img className={styles.image} src={imageUrl} alt={alt ?? t`Special offer`} width={width} height={height} decoding="async" />;
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={<VisuallyHidden>{t`Special offer`}</VisuallyHidden>} className={styles.frame}>
      {href === null ? (
        <div className={styles.banner}>{image}</div>
      ) : (
        // An in-app link (§3 e.g. "/?action=register"): the app's router navigates; the app then closes the modal.
        <AppLink href={href} className={styles.banner} onClick={() => onOpenLink()}>
          {image}
        </AppLink>
      )}
    </Modal>
  );
}
