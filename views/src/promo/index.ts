export { PromoModal, PROMO_IMAGE_SIZE } from "./promo-modal";
export type { PromoModalProps } from "./promo-modal";
