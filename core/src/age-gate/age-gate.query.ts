/** A plain module (no schema): the first page reads the splash flag without loading effect (ARCHITECTURE §6). */

/** The `splash6` query value turns the gate on only when it is the string "true" (§2.1). */
export const splash6FromQuery = (value: string | null | undefined): boolean => value === "true";

/** §2.1 the splash flag of a location's query values (it turns on the age gate and the no-nude filter). */
export const splashFromSearch = (search: Readonly<Record<string, unknown>>): boolean =>
  splash6FromQuery(typeof search.splash6 === "string" ? search.splash6 : undefined);
