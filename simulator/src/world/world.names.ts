/** Word lists the seed draws from. Copy stays tasteful: this is a public, white-label front page. */

export const FEMALE_NAMES = [
  "Anna", "Luna", "Mia", "Sophie", "Eva", "Lisa", "Emma", "Julia", "Noa", "Sara", "Fleur", "Lotte", "Isa", "Nina",
  "Roos", "Vera", "Bella", "Chloe", "Amber", "Jade", "Ruby", "Ivy", "Zoe", "Lily", "Maya", "Elena", "Sofia", "Lucia",
  "Carmen", "Valentina", "Camila", "Isabella", "Gabriela", "Paola", "Mariana", "Daniela", "Yuki", "Mei", "Lin", "Hana",
  "Aiko", "Suki", "Kim", "Amara", "Zara", "Nia", "Imani", "Kiara", "Layla", "Yasmin", "Leila", "Nadia", "Amira",
  "Chiara", "Giulia", "Francesca", "Alessia", "Manon", "Camille", "Chloé", "Léa", "Elodie", "Hanna", "Lena", "Mila",
  "Greta", "Frieda", "Ingrid", "Astrid", "Freja", "Ida", "Elin", "Maja", "Ioana", "Andreea", "Bianca", "Irina",
  "Natasha", "Olga", "Katya", "Vika", "Dasha", "Stella", "Aurora", "Nova", "Skye", "Scarlett", "Violet", "Hazel",
  "Olivia", "Charlotte", "Grace", "Demi", "Britt", "Femke", "Sanne", "Linda", "Monique", "Ilse", "Esther", "Marloes",
] as const;

export const MALE_NAMES = [
  "Max", "Luca", "Daan", "Sem", "Finn", "Jesse", "Milan", "Thijs", "Ruben", "Lars", "Marco", "Leon", "Adam", "Noah",
  "Hugo", "Diego", "Mateo", "Andre", "Victor", "Julian", "Ryan", "Jake", "Tom", "Nick",
] as const;

export const TRANS_NAMES = ["Alexis", "Jamie", "Robin", "Sasha", "Kai", "Remy", "Dani", "Charlie", "Morgan", "Ariel"] as const;

export const PREFIXES = [
  "Sweet", "Lovely", "Sunny", "Little", "Pretty", "Miss", "Lady", "Velvet", "Golden", "Wild", "Dream", "Honey",
  "Cherry", "Silky", "Sassy", "Bright", "Cosmic", "Dreamy", "Gentle", "Lucky", "Magic", "Crystal", "Shy", "Happy",
  "Royal", "Candy", "Sugar", "Secret", "Charming", "Dutch", "Classy", "Kissable", "Playful", "Sparkling", "Cute",
] as const;

export const SUFFIXES = [
  "Rose", "Belle", "Star", "Kiss", "Moon", "Sky", "Fox", "Love", "Dream", "Bloom", "Pearl", "Angel", "Heart", "Glow",
  "Blue", "Flame", "Grace", "Muse", "Fire", "Dove", "Lace", "Bunny", "Velvet", "Silk", "Sun", "Doll", "Gem", "Queen",
] as const;

export const MALE_PREFIXES = ["Mister", "Cool", "Sporty", "Dark", "Charming", "Lucky", "Golden", "Wild", "Smooth", "Gentle"] as const;
export const MALE_SUFFIXES = ["Hunk", "Boy", "Smile", "Fit", "Blue", "Fox", "Star", "Knight", "Storm", "Vibes"] as const;

export const COUPLE_WORDS = ["And", "N", "Plus", "Loves"] as const;

/** Where a performer is from drives city, native languages and (loosely) looks; most also speak English. */
export interface Origin {
  readonly key: string;
  readonly cities: readonly string[];
  readonly languages: readonly ("nl" | "en" | "fr" | "es" | "de" | "dk" | "se" | "it" | "ro" | "ru")[];
  readonly ethnicities: readonly (readonly [ethnicity: string, weight: number])[];
  readonly weight: number;
}

export const ORIGINS: readonly Origin[] = [
  {
    key: "nl", weight: 34, languages: ["nl"],
    cities: ["Amsterdam", "Rotterdam", "Utrecht", "Den Haag", "Eindhoven", "Groningen", "Breda", "Nijmegen", "Haarlem", "Tilburg", "Arnhem", "Zwolle", "Leiden", "Maastricht"],
    ethnicities: [["caucasian", 6], ["white", 2], ["ebony", 1], ["mediterranean", 1], ["asian", 1], ["latin", 1], ["arabic", 1]],
  },
  {
    key: "be", weight: 10, languages: ["nl", "fr"],
    cities: ["Antwerpen", "Gent", "Brussel", "Brugge", "Leuven", "Hasselt", "Mechelen"],
    ethnicities: [["caucasian", 6], ["mediterranean", 1], ["ebony", 1], ["arabic", 1]],
  },
  {
    key: "de", weight: 10, languages: ["de"],
    cities: ["Berlin", "Hamburg", "Köln", "München", "Düsseldorf", "Leipzig"],
    ethnicities: [["caucasian", 6], ["white", 2], ["mediterranean", 1], ["arabic", 1]],
  },
  {
    key: "uk", weight: 8, languages: ["en"],
    cities: ["London", "Manchester", "Bristol", "Dublin", "Leeds", "Brighton"],
    ethnicities: [["caucasian", 5], ["ebony", 2], ["asian", 1]],
  },
  {
    key: "fr", weight: 5, languages: ["fr"],
    cities: ["Paris", "Lyon", "Marseille", "Bordeaux", "Nice"],
    ethnicities: [["caucasian", 4], ["mediterranean", 2], ["ebony", 1], ["arabic", 1]],
  },
  {
    key: "es", weight: 6, languages: ["es"],
    cities: ["Madrid", "Barcelona", "Valencia", "Sevilla", "Málaga"],
    ethnicities: [["mediterranean", 4], ["latin", 2], ["caucasian", 1]],
  },
  {
    key: "latam", weight: 9, languages: ["es"],
    cities: ["Medellín", "Bogotá", "Cali", "Buenos Aires", "Lima", "Santiago"],
    ethnicities: [["latin", 5], ["south-american", 3], ["ebony", 1]],
  },
  {
    key: "it", weight: 4, languages: ["it"],
    cities: ["Roma", "Milano", "Napoli", "Torino", "Firenze"],
    ethnicities: [["mediterranean", 4], ["caucasian", 2]],
  },
  {
    key: "nordic", weight: 4, languages: ["dk", "se"],
    cities: ["København", "Stockholm", "Göteborg", "Aarhus", "Malmö"],
    ethnicities: [["caucasian", 4], ["white", 2]],
  },
  {
    key: "ro", weight: 6, languages: ["ro"],
    cities: ["București", "Cluj-Napoca", "Timișoara", "Iași", "Brașov"],
    ethnicities: [["caucasian", 5], ["mediterranean", 1]],
  },
  {
    key: "ru", weight: 4, languages: ["ru"],
    cities: ["Riga", "Tallinn", "Vilnius", "Sint-Petersburg"],
    ethnicities: [["caucasian", 4], ["white", 2]],
  },
  {
    key: "asia", weight: 5, languages: ["en"],
    cities: ["Bangkok", "Manila", "Tokyo", "Seoul", "Singapore"],
    ethnicities: [["asian", 1]],
  },
];

export const SHOW_TYPES = ["chat", "dance", "roleplay", "cosplay", "lingerie", "toys", "cam2cam", "fitness", "massage", "stories"] as const;
export const EYE_COLORS = ["blue", "brown", "green", "grey", "hazel"] as const;
export const PETS = ["none", "a cat", "two cats", "a dog", "a rabbit", "a parrot", "a dog and a cat", "goldfish"] as const;
export const HOBBIES = [
  "dancing", "yoga", "cooking", "travelling", "reading", "music", "photography", "fitness", "painting", "gaming",
  "fashion", "hiking", "movies", "singing", "baking", "cycling", "swimming", "languages", "poetry", "shopping",
] as const;
export const MOTTOS = [
  "Life is too short for boring conversations.",
  "Smile, it confuses people.",
  "Good vibes only.",
  "Be yourself, everyone else is taken.",
  "Every day is a new adventure.",
  "Stay curious, stay kind.",
  "Collect moments, not things.",
  "A little sparkle never hurt anyone.",
  "Dance like nobody is watching.",
  "Laughter is the best warm-up.",
  "Leef, lach en geniet.",
  "Wees lief voor elkaar.",
  "Carpe diem.",
  "Keep calm and chat on.",
] as const;

export const DESCRIPTION_OPENERS_EN = [
  "Hi, I'm {name} from {city}!",
  "Welcome to my room, I'm {name}.",
  "Hey there, {name} here, broadcasting from {city}.",
  "Nice to meet you! I'm {name}, {age} years young.",
] as const;
export const DESCRIPTION_OPENERS_NL = [
  "Hoi, ik ben {name} uit {city}!",
  "Welkom in mijn kamer, ik ben {name}.",
  "Hey, {name} hier, live vanuit {city}.",
] as const;
export const DESCRIPTION_MIDDLES_EN = [
  "I love good conversations, {hobby} and making you smile.",
  "When I'm not on cam you'll find me {hobby}-obsessed and planning my next trip.",
  "I'm a bit shy at first, but a real chatterbox once we get to know each other.",
  "Expect laughter, great music and a relaxed atmosphere.",
  "I enjoy dressing up, playful roleplay and long talks about {hobby}.",
] as const;
export const DESCRIPTION_MIDDLES_NL = [
  "Ik hou van goede gesprekken, {hobby} en mensen aan het lachen maken.",
  "Als ik niet online ben, ben ik meestal bezig met {hobby}.",
  "Eerst een beetje verlegen, maar daarna praat ik je de oren van je hoofd.",
  "Bij mij vind je gezelligheid, goede muziek en een ontspannen sfeer.",
] as const;
export const DESCRIPTION_CLOSERS_EN = [
  "Come say hi in my free chat!",
  "Join me for a private show and let's see where the night takes us.",
  "Don't be shy, send me a message.",
  "Add me to your favourites so you know when I'm online.",
] as const;
export const DESCRIPTION_CLOSERS_NL = [
  "Kom gezellig langs in mijn gratis chat!",
  "Stuur me gerust een berichtje.",
  "Zet me in je favorieten, dan weet je wanneer ik online ben.",
] as const;
