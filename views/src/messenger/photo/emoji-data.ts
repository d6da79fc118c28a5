import type { EmojiData, EmojiDataResolver } from "frimousse";
import enData from "emojibase-data/en/data.json?url";
import enMessages from "emojibase-data/en/messages.json?url";
import nlData from "emojibase-data/nl/data.json?url";
import nlMessages from "emojibase-data/nl/messages.json?url";

// The emoji picker's data comes from the `emojibase-data` package: the build copies its JSON files beside the site's
// assets and the picker fetches them from the site when it first opens (frimousse's default resolver would fetch it
// from a CDN, and the site must run without one). It is data, not code: no JS chunk carries it (ARCHITECTURE §6).

/** The picker's languages (the site's, §1); any other falls back to English. */
const DATASETS = {
  en: [enData, enMessages],
  nl: [nlData, nlMessages],
} as const;

const fetchJson = async <T>(url: string): Promise<T> => {
  // The site's own static file (like an <img> source), not the platform's data: the one fetch in views.
  // eslint-disable-next-line no-restricted-globals
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Emoji data ${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
};

export type EmojiLocale = keyof typeof DATASETS;

export const emojiLocaleOf = (locale: string | undefined): EmojiLocale => (locale === "be" || locale?.toLowerCase().startsWith("nl") ? "nl" : "en");

/** The parts of an Emojibase record the picker uses. */
type SourceEmoji = { emoji: string; label: string; group?: number; subgroup?: number; version: number; tags?: string[]; skins?: { emoji: string; tone?: number | number[] }[] };
type SourceMessages = { groups: { key: string; message: string; order: number }[]; subgroups: { key: string; order: number }[]; skinTones: { key: string; message: string }[] };

type SkinToneName = keyof EmojiData["skinTones"];
const SKIN_TONES: readonly SkinToneName[] = ["light", "medium-light", "medium", "medium-dark", "dark"];
const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Emojibase's records as frimousse's data: no skin-tone components, labels capitalised, single-tone skins by name. */
export function toEmojiData(locale: EmojiLocale, emojis: readonly SourceEmoji[], messages: SourceMessages): EmojiData {
  const component = messages.groups.find((group) => group.key === "component")?.order;
  const flags = new Set(messages.subgroups.filter((s) => s.key === "country-flag" || s.key === "subdivision-flag").map((s) => s.order));
  const skinTones = Object.fromEntries(messages.skinTones.map((tone) => [tone.key, capitalise(tone.message)])) as EmojiData["skinTones"];
  return {
    locale,
    categories: messages.groups.filter((group) => group.order !== component).map((group) => ({ index: group.order, label: capitalise(group.message) })),
    skinTones,
    emojis: emojis
      .filter((emoji) => emoji.group !== undefined && emoji.group !== component)
      .map((emoji) => {
        const single = emoji.skins?.filter((skin) => typeof skin.tone === "number") ?? [];
        const skins = single.length
          ? (Object.fromEntries(single.map((skin) => [SKIN_TONES[(skin.tone as number) - 1] ?? "medium", skin.emoji])) as Record<SkinToneName, string>)
          : undefined;
        return {
          emoji: emoji.emoji,
          category: emoji.group as number,
          label: capitalise(emoji.label),
          version: emoji.version,
          tags: emoji.tags ?? [],
          countryFlag: emoji.subgroup !== undefined && flags.has(emoji.subgroup) ? true : undefined,
          skins,
        };
      }),
  };
}

/** Whether this browser draws `emoji` as one coloured glyph (the check frimousse makes for its own data). */
function drawsEmoji(context: CanvasRenderingContext2D, emoji: string): boolean {
  context.clearRect(0, 0, 2, 2);
  if (context.measureText(emoji).width >= 4) return false; // an unknown sequence draws as several glyphs
  const colours = ["#00f", "#f00"].map((colour) => {
    context.clearRect(0, 0, 2, 2);
    context.fillStyle = colour;
    context.fillText(emoji, 0, 0);
    return context.getImageData(0, 0, 2, 2).data.join();
  });
  return colours[0] === colours[1];
}

/** Drops what this browser cannot draw: emoji newer than its newest drawable version, and flags where none draw. */
export function supportedOnly(data: EmojiData): EmojiData {
  let context: CanvasRenderingContext2D | null = null;
  try {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 2;
    context = canvas.getContext("2d", { willReadFrequently: true });
  } catch {
    context = null;
  }
  if (context === null) return data;
  context.font = "2px 'Apple Color Emoji', 'Noto Color Emoji', 'Twemoji Mozilla', 'Segoe UI Emoji', 'Segoe UI Symbol', sans-serif";
  context.textBaseline = "middle";
  const firstOfVersion = new Map<number, string>();
  for (const emoji of data.emojis) if (!firstOfVersion.has(emoji.version)) firstOfVersion.set(emoji.version, emoji.emoji);
  const versions = [...firstOfVersion.keys()].sort((a, b) => b - a);
  const newest = versions.find((version) => drawsEmoji(context, firstOfVersion.get(version) as string)) ?? versions[0] ?? 0;
  const flags = drawsEmoji(context, "🇪🇺");
  return { ...data, emojis: data.emojis.filter((emoji) => emoji.version <= newest && (flags || !emoji.countryFlag)) };
}

const loaded = new Map<EmojiLocale, Promise<EmojiData>>();

/** frimousse's `resolveEmojiData`: the bundled Emojibase data of the site's language, loaded once per language. */
export const resolveBundledEmojiData: EmojiDataResolver = (locale) => {
  const key = emojiLocaleOf(locale);
  let data = loaded.get(key);
  if (data === undefined) {
    const [emojisUrl, messagesUrl] = DATASETS[key];
    data = Promise.all([fetchJson<SourceEmoji[]>(emojisUrl), fetchJson<SourceMessages>(messagesUrl)]).then(([emojis, messages]) =>
      supportedOnly(toEmojiData(key, emojis, messages)),
    );
    data.catch(() => loaded.delete(key));
    loaded.set(key, data);
  }
  return data;
};
