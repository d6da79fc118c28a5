import type { StatusTone } from "../ui/feedback";

/** One autocomplete row (§7 user/autocomplete: username, snapshot, status). */
export type SearchSuggestion = { username: string; avatarUrl: string; status: StatusTone };
