export { mountSimulator, type SimulatorOptions, type SimulatorHost } from "./mount-simulator";
