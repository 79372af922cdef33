export { createEngine, type Engine, type EngineEffects } from './engine.ts';
export type { CallParams, Verb } from './types.ts';
export { createDataProvider, toListResult, type AppDataProvider } from './dataProvider.ts';
export { RESOURCES, type ResourceEntry, type ResourceName } from './resources.ts';
export { HttpError } from './HttpError.ts';
