export { GalleryLightbox } from "./gallery-lightbox";
export type { GalleryLightboxProps, GalleryView } from "./gallery-lightbox";
export { useGallery } from "./use-gallery";
export type { UseGallery } from "./use-gallery";
