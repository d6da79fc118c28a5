import { GridPage } from "./grid/grid-page";

/** §2.1 index: the home grid of performers (default filter gender female). */
export function HomePage() {
  return <GridPage category={null} />;
}
