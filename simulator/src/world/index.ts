export * from "./world.schema";
export * from "./world";
export { worldFeature, eventTypes, type WorldFeature } from "./world.features";
export { setPerformerStatus } from "./world.reducer";
export { seedOwnState, WORLD_CLOCK, PERFORMER_COUNT, LANGUAGE_BITS, ageAt, type SeedOptions } from "./world.seed";
export { mulberry32, createRng, hashString } from "./prng";
export * from "./member.schema";
export * from "./configuration-events.schema";
