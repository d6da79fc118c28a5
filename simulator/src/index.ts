export * from "./world";
export { createHandlers, createPlatformHandlers, createMediaHandlers, handlerPath, LABELS, findPerformers, filterPerformers, autocomplete } from "./handlers";
export { mediaUrl, MEDIA_BASE } from "./media/media.urls";
export { mountSimulator, type SimulatorOptions, type SimulatorHost } from "./host";
export { QA_API_BASE, StatusChange } from "./console/qa-api";
export { SOCKET_PATH } from "./socket/socket.host";
export { runScenario, performerEvening, Scenario, ScenarioStep, type Timers } from "./scenarios";
