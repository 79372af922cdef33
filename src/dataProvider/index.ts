export { createEngine, type Engine } from './engine.ts';
export { createDataProvider, type AppDataProvider } from './dataProvider.ts';
export { liveEventSource, type LiveEventSource } from './liveEvents.ts';
