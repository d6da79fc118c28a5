/**
 * §9 Business constants and limits, in one module. Every duration is in milliseconds (suffix `_MS`),
 * every size in pixels unless the name says otherwise. Machines take their named delays from here.
 */

// ---------------------------------------------------------------------------------------------------------------
// Credits and prices
// ---------------------------------------------------------------------------------------------------------------

/** 60 credits equal one minute (a bundle's `credits` is seconds-based). */
export const CREDITS_PER_MINUTE = 60;
/** Prices arrive in cents; divide by this for euro. */
export const CENTS_PER_EURO = 100;
export const CURRENCY = "EUR";
export const PRICES_INCLUDE_VAT = true;
/** Base discount price per minute, in euro. */
export const BASE_DISCOUNT_PRICE_PER_MINUTE_EUR = 0.99;
/** Only the first 5 bundles are shown. */
export const MAX_BUNDLES_SHOWN = 5;

/** Welcome credits given on e-mail verification (the configured marketing value overrides it). */
export const WELCOME_CREDITS = 120;
/** The welcome teaser shows 60 credits. */
export const WELCOME_TEASER_CREDITS = 60;
/** The "30 minutes for 2.95 euro" promo. */
export const PROMO_MINUTES_OFFER = { minutes: 30, priceEur: 2.95 } as const;
/** §3/§4 the placement of the promotion the promo modal shows (the white-label's overlay). */
export const PROMO_MODAL_PLACEMENT = "home-overlay";
/** Issue 28: the configured promotion shown as a tile in the performer grid. */
export const GRID_BANNER_PLACEMENT = "grid-banner";
/** The credits button switches state at this balance or fewer. */
export const LOW_CREDITS_THRESHOLD = 500;

/** Price of one paid message (messenger price). */
export const MESSAGE_PRICE_CREDITS = 60;
/** One minute of chat. */
export const CHAT_CREDITS_PER_MINUTE = 60;
export const VIP_CREDITS_PER_MINUTE = 50;
export const VIP_MIN_MINUTES = 5;
/** The 240 credits per minute chat tab. */
export const VIP_PREMIUM_CREDITS_PER_MINUTE = 240;
/** Minimum balance to request a VIP show. */
export const VIP_MIN_CREDITS = 480;


// ---------------------------------------------------------------------------------------------------------------
// Dial-in and payment
// ---------------------------------------------------------------------------------------------------------------

/** Default phone call tariff, euro per minute. */
export const PHONE_TARIFF_EUR_PER_MINUTE = 0.8;
export const DIAL_IN_COUNTRIES = ["NL", "BE", "DE"] as const;
export type DialInCountryCode = (typeof DIAL_IN_COUNTRIES)[number];
export const DEFAULT_DIAL_IN_COUNTRY: DialInCountryCode = "NL";
/** The IVR session's flag default. */
export const DEFAULT_IVR_FLAG = "nl";
/** IVR session ttl default: 60 s (the session field is in seconds). */
export const IVR_TTL_SECONDS = 60;
export const IVR_TTL_MS = IVR_TTL_SECONDS * 1000;
/** The anonymous dial-in username ends with the last 7 digits of the current time. */
export const ANONYMOUS_USERNAME_DIGITS = 7;

/**
 * The two payment providers; an option belongs to paynl when its id is numeric. The spec does not name the
 * other provider; it is called `standard` here.
 */
export const PAYMENT_PROVIDERS = ["standard", "paynl"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const DEFAULT_DIAL_IN_PROVIDER: PaymentProviderName = "paynl";
/** Methods of the first (standard) provider. */
export const STANDARD_PAYMENT_METHODS = ["creditcard", "ideal", "mistercash", "sofortbanking"] as const;
/** Paynl method ids (709 credit card, 10 iDEAL). */
export const PAYNL_METHOD_IDS = ["709", "10", "436", "553", "595"] as const;
/** Default payment method by provider and language; other languages use the `en` entry. */
export const DEFAULT_PAYMENT_METHOD = {
  standard: { nl: "ideal", en: "creditcard", de: "creditcard" },
  paynl: { nl: "10", en: "709", de: "709" },
} as const satisfies Record<PaymentProviderName, Record<"nl" | "en" | "de", string>>;
/** Tags carried in a bundle's `meta.classes`. */
export const BUNDLE_TAGS = ["default", "bestDeal", "mostBought", "firstTime"] as const;
export type BundleTagName = (typeof BUNDLE_TAGS)[number];

// ---------------------------------------------------------------------------------------------------------------
// Text and media limits
// ---------------------------------------------------------------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 32;
export const FORGOT_PASSWORD_MIN_LENGTH = 4;
/** Change username: more than 3 and less than 32 characters; the text catalogue reads 4-32. */
export const CHANGE_USERNAME_MIN_LENGTH = 4;
export const CHANGE_USERNAME_MAX_LENGTH = 31;
export const CHANGE_USERNAME_MAX_LENGTH_CATALOGUE = 32;
/** Longer input is neither validated nor used to fetch suggestions. */
export const CHANGE_USERNAME_HARD_LIMIT = 32;
export const REGISTER_USERNAME_MIN_LENGTH = 4;
export const REGISTER_USERNAME_MAX_LENGTH = 14;
export const CHAT_NICKNAME_MIN_LENGTH = 4;
export const CHAT_NICKNAME_MAX_LENGTH = 14;
export const RESERVED_USERNAMES = ["admin", "4dmin", "help", "support", "5upport"] as const;
/**
 * §5 the forbidden-words list of a username: a message, not a block. The spec leaves the words to the platform; these
 * are the contact channels that usernames are used to advertise (no contact information may be exchanged, §2.6).
 */
export const FORBIDDEN_USERNAME_WORDS = ["whatsapp", "snapchat", "skype", "telegram", "instagram", "onlyfans", "paypal"] as const;
export const MINIMUM_AGE = 18;

/** 5 MB; the messenger check is strictly less than this. */
export const IMAGE_MAX_BYTES = 5242880;
export const IMAGE_MIME_TYPES = ["image/jpeg"] as const;
export const IMAGE_EXTENSIONS = ["jpg", "jpeg"] as const;
/** §2.6 gallery video extensions. */
export const VIDEO_EXTENSIONS = ["mp4", "avi", "mkv", "mov"] as const;

/** Message max length; the text catalogue reads 250. */
export const MESSAGE_MAX_LENGTH = 255;
export const MESSAGE_MAX_LENGTH_CATALOGUE = 250;

/** Username suggestions: 3 shown in the member-menu flow, 5 from the server, each at most 32 long. */
export const USERNAME_SUGGESTIONS_SHOWN = 3;
export const USERNAME_SUGGESTIONS_LIMIT = 5;
export const USERNAME_SUGGESTION_MAX_LENGTH = 32;

/** Camera canvas (swapped in portrait). */
export const CAMERA_CANVAS = { width: 480, height: 360 } as const;
export const DEFAULT_IMAGE_SIZE = { width: 400, height: 300 } as const;
/** Avatar and category images. */
export const AVATAR_IMAGE = { width: 120, height: 160, quality: 90 } as const;
export const IMAGE_PROVIDER = "ipx";

/** SEO page description cut (§5). */
export const SEO_DESCRIPTION_MAX_LENGTH = 160;
/** Affiliate `pi` at most 64 characters (§5). */
export const AFFILIATE_INFO_MAX_LENGTH = 64;
export const PIN_LENGTH = 4;

// ---------------------------------------------------------------------------------------------------------------
// Paging
// ---------------------------------------------------------------------------------------------------------------

export const GRID_PAGE_LIMIT = 60;
export const GRIDVIEW_STORE_PAGE_LIMIT = 30;
export const SUGGESTIONS_PAGE_LIMIT = 10;
export const MESSAGE_PAGE_SIZE = 20;
export const INBOX_PAGE_SIZE = 20;
export const MEMBER_SUGGESTION_PAGE_SIZE = 10;
/** Default performer ordering, in priority order. */
export const DEFAULT_PERFORMER_ORDERING = ["free", "lastCamSessionIfOffline", "language", "rating"] as const;
/** Filter presets. */
export const BASE_FILTER = { gender: ["female"] } as const;
export const FREE_STATUSES = ["free"] as const;
export const NON_FREE_STATUSES = ["live", "vip", "offline"] as const;
export const TOY_CYBERTOY_VALUES = [1, 2] as const;
export const POPULAR_TOY_CYBERTOY_VALUES = [1, 2, 3, 5] as const;
/** New cams: first session within 7 days. */
export const NEW_CAMS_WINDOW_MS = 604800000;
/** §2.6 unread badge shows 99+ above this. */
export const UNREAD_BADGE_MAX = 99;
/** §4 popups at once. */
export const MAX_POPUPS_DESKTOP = 4;
export const MAX_POPUPS_MOBILE = 1;

// ---------------------------------------------------------------------------------------------------------------
// Timing (ms)
// ---------------------------------------------------------------------------------------------------------------

const SECOND_MS = 1000;
const DAY_MS = 24 * 60 * 60 * SECOND_MS;

export const PAGE_VIEW_DELAY_MS = 250;
export const DEVICE_RESIZE_DEBOUNCE_MS = 50;
/** Drawer animation and the close event after hiding. */
export const DRAWER_ANIMATION_MS = 200;
/** §4 the wallet drawer appears this long after mount. */
export const WALLET_DRAWER_APPEAR_MS = 200;
export const PRIVATE_MESSAGE_DELAY_MS = 100;
export const FADE_MS = 800;
export const SCROLL_TO_TOP_MS = 450;
export const RESEND_SUCCESS_RESET_MS = 10 * SECOND_MS;
/** Reset-password page, not logged in and not from e-mail: go home after this. */
export const RESET_PASSWORD_REDIRECT_MS = 1000;
export const CROP_PREVIEW_DEBOUNCE_MS = 257;
/** Click lock and notifier; also the favourite toggle lock. */
export const CLICK_LOCK_MS = 3000;
export const NOTIFIER_MS = 3000;
export const DIAL_IN_POLL_MS = 1000;
export const DIAL_IN_RESET_MS = 3000;
export const DIAL_IN_REOPEN_MS = 100;
export const PREFETCH_TIMEOUT_MS = 2000;
export const FETCH_MIN_DELAY_MS = 200;
/** §8 a failed chunk load reloads the page at most once per minute. */
export const CHUNK_RELOAD_INTERVAL_MS = 60 * SECOND_MS;
export const AUTH_COOKIE_DAYS = 30;
export const DIAL_IN_COOKIE_DAYS = 30;
export const FAVOURITES_COOKIE_DAYS = 365;
export const AUTH_COOKIE_MS = AUTH_COOKIE_DAYS * DAY_MS;
export const DIAL_IN_COOKIE_MS = DIAL_IN_COOKIE_DAYS * DAY_MS;
export const FAVOURITES_COOKIE_MS = FAVOURITES_COOKIE_DAYS * DAY_MS;

/** Every named delay, for machines' `delays` (ARCHITECTURE §3). */
export const TIMINGS_MS = {
  pageView: PAGE_VIEW_DELAY_MS,
  deviceResizeDebounce: DEVICE_RESIZE_DEBOUNCE_MS,
  drawer: DRAWER_ANIMATION_MS,
  walletDrawerAppear: WALLET_DRAWER_APPEAR_MS,
  privateMessage: PRIVATE_MESSAGE_DELAY_MS,
  fade: FADE_MS,
  scrollToTop: SCROLL_TO_TOP_MS,
  resendSuccessReset: RESEND_SUCCESS_RESET_MS,
  resetPasswordRedirect: RESET_PASSWORD_REDIRECT_MS,
  cropPreviewDebounce: CROP_PREVIEW_DEBOUNCE_MS,
  clickLock: CLICK_LOCK_MS,
  notifier: NOTIFIER_MS,
  dialInPoll: DIAL_IN_POLL_MS,
  dialInReset: DIAL_IN_RESET_MS,
  dialInReopen: DIAL_IN_REOPEN_MS,
  prefetchTimeout: PREFETCH_TIMEOUT_MS,
  fetchMinDelay: FETCH_MIN_DELAY_MS,
  chunkReloadInterval: CHUNK_RELOAD_INTERVAL_MS,
  ivrTtl: IVR_TTL_MS,
  newCamsWindow: NEW_CAMS_WINDOW_MS,
} as const;
export type TimingName = keyof typeof TIMINGS_MS;

// ---------------------------------------------------------------------------------------------------------------
// Layout and misc
// ---------------------------------------------------------------------------------------------------------------

/** Infinite scroll triggers this close to either end (px). */
export const INFINITE_SCROLL_MARGIN_PX = 200;
/** Mobile viewport: width under this. */
export const MOBILE_MAX_WIDTH_PX = 1024;
/** Tooltips only when the window is wider than this. */
export const TOOLTIP_MIN_WIDTH_PX = 768;
export const BREAKPOINTS_PX = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS_PX;
export const HEADER_HEIGHT_REM = 3.75;
export const HEADER_HEIGHT_DIAL_IN_REM = 5;
export const POPUP_WIDTH_REM = 21;
export const POPUP_MARGIN_REM = 5;
export const CHAT_DEFAULTS = { height: 400, opacity: 1 } as const;
/** §2.3 search bar. */
export const SEARCH_BAR_WIDTH_PX = 242;
export const SEARCH_DROPDOWN_MAX_HEIGHT_PX = 350;
/** §2.6 server autocomplete only when the search text is longer than this. */
export const MESSENGER_AUTOCOMPLETE_MIN_EXCLUSIVE = 2;

export const isMobileWidth = (width: number): boolean => width < MOBILE_MAX_WIDTH_PX;
export const showsTooltips = (width: number): boolean => width > TOOLTIP_MIN_WIDTH_PX;

export const COOKIE_SAME_SITE = "Lax";
/** §3 the age gate's agreement and the chosen language, each in its cookie (the language for a year). */
export const AGE_VERIFIED_COOKIE = "ageVerified";
export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MS = 365 * DAY_MS;
/** Cookies are Secure on https only. */
export const cookieIsSecure = (protocol: string): boolean => protocol === "https:";

/** Log levels, most severe first; a message is logged when its level is at or above the configured one. */
export const LOG_LEVELS = ["ERROR", "WARN", "INFO", "DEBUG", "VERBOSE"] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];
export const DEFAULT_LOG_LEVEL: LogLevelName = "ERROR";
export const shouldLog = (configured: LogLevelName, level: LogLevelName): boolean =>
  LOG_LEVELS.indexOf(level) <= LOG_LEVELS.indexOf(configured);

/**
 * §1 the languages a site can be in: one per catalogue (`be` is Belgian Dutch). Each has its routes under its prefix;
 * nl (also unprefixed, the default) and en are always on, and the operator turns on the others with the white-label
 * configuration's `languages` (issue 28; `enabledLocales`).
 */
export const ROUTED_LOCALES = ["nl", "en", "fr", "de", "es", "it", "ro", "ru", "be"] as const;
export type RoutedLocale = (typeof ROUTED_LOCALES)[number];
export const DEFAULT_LOCALE: RoutedLocale = "nl";
/** §1 the languages every site offers, whatever its configuration lists. */
export const ALWAYS_ON_LOCALES = ["nl", "en"] as const satisfies readonly RoutedLocale[];
export const isAlwaysOnLocale = (locale: RoutedLocale): boolean => (ALWAYS_ON_LOCALES as readonly RoutedLocale[]).includes(locale);
/** BCP 47 tags for dates, numbers and plurals. */
export const LOCALE_TAGS = {
  nl: "nl-NL",
  en: "en-US",
  fr: "fr-FR",
  de: "de-DE",
  es: "es-ES",
  it: "it-IT",
  ro: "ro-RO",
  ru: "ru-RU",
  be: "nl-BE",
} as const satisfies Record<RoutedLocale, string>;
/** The names of the languages every site is in, for the menus of a configuration that lists them not (it names the others it lists). */
export const ALWAYS_ON_NAMES: Readonly<Partial<Record<RoutedLocale, string>>> = { nl: "Nederlands", en: "English" } satisfies Record<(typeof ALWAYS_ON_LOCALES)[number], string>;
/** Route names carry the language after this separator (`default` for unprefixed routes). */
export const ROUTE_NAME_SEPARATOR = "___";
export const DEFAULT_ROUTE_SUFFIX = "default";

/** §3 tracking and affiliate query keys. */
export const TRACKING_QUERY_KEYS = ["p", "pi", "click_id", "offer_id", "splash6"] as const;

/** §3 storage keys. */
export const LOCAL_STORAGE_KEYS = {
  guestVisited: "guest:visited",
  activeStream: "active_stream",
  geo: "phil_geo",
  userAgent: "phil_ua",
  favourites: "favourites",
  fingerprint: "fid",
  lfs: "lfs",
  registerModel: "register:model",
  theme: "theme",
} as const;
export const SESSION_STORAGE_KEYS = { ivrCache: "ivr-cache", seenBanner: "seenBanner" } as const;
