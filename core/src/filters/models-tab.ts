/** §2.3 the models sub-nav's tabs in order (favourites needs a member), as a plain list: the URL's tab is checked without loading effect (ARCHITECTURE §6). */
export const MODELS_TABS = ["all", "new", "toy", "favourites"] as const;

/** A tab named in a URL, or undefined when it names none. */
export const modelsTabOf = (value: unknown): (typeof MODELS_TABS)[number] | undefined =>
  MODELS_TABS.find((tab) => tab === value);
