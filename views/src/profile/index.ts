export { ProfileView } from "./profile-view";
export type { ProfileViewProps } from "./profile-view";
export { ProfileDetails } from "./profile-details";
export type { ProfileDetailsProps } from "./profile-details";
export { prepareProfileLabels } from "./profile-labels";
export { ModelNav } from "./model-nav";
export type { ModelNavProps, ModelNavTarget } from "./model-nav";
export { AlbumStrip } from "./album-strip";
export type { AlbumStripProps, ProfileAlbum } from "./album-strip";
