import type { Story, StoryDefault } from "@ladle/react";
import { ActiveFilterChips } from "./active-filter-chips";
import { CategoryBarDemo, FilterDrawerDemo, FilterPanelDemo, ModelsSubNavDemo, searchedTextChips } from "./examples/filters.examples";

export default { title: "Filters" } satisfies StoryDefault;

export const CategoryBarGuest: Story = () => <CategoryBarDemo />;
export const CategoryBarMember: Story = () => <CategoryBarDemo loggedIn />;

export const DrawerOpenWithChips: Story = () => <FilterDrawerDemo />;
DrawerOpenWithChips.meta = { width: "xsmall" };
export const DrawerOpenMember: Story = () => <FilterDrawerDemo loggedIn />;
DrawerOpenMember.meta = { width: "xsmall" };

export const PanelWithChips: Story = () => <FilterPanelDemo />;
export const PanelEmpty: Story = () => <FilterPanelDemo initial={{}} />;
export const ChipsWithSearchedText: Story = () => <ActiveFilterChips {...searchedTextChips} />;

export const ModelsSubNavGuest: Story = () => <ModelsSubNavDemo />;
export const ModelsSubNavMemberFavourites: Story = () => <ModelsSubNavDemo isLoggedIn current="favourites" />;
export const ModelsSubNavNewCams: Story = () => <ModelsSubNavDemo current="new" />;
