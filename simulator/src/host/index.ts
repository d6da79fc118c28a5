export { mountSimulator, type SimulatorOptions, type SimulatorHost } from "./mount-simulator";
export { chosenWorld, WORLD_HEADER } from "./worlds";
