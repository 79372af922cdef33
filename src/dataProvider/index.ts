export { createEngine, type Engine, type CallParams, type EngineEffects } from './engine.ts';
export { createDataProvider, toListResult, type AppDataProvider } from './dataProvider.ts';
export { RESOURCES, type ResourceEntry, type ResourceName, type Verb } from './resources.ts';
export { HttpError } from './HttpError.ts';
