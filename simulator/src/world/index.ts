export * from "./world.schema";
export * from "./world";
export * from "./world.reducer";
export { seedWorld, WORLD_CLOCK, PERFORMER_COUNT, LANGUAGE_BITS, ageAt } from "./world.seed";
export { mulberry32, createRng, hashString } from "./prng";
export * from "./member.schema";
export * from "./configuration-events.schema";
