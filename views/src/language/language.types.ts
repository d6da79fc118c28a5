/** A language the site offers (§3 configuration `languages`: key and display name). */
export type LanguageOption = { key: string; name: string };
