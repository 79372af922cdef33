// aedes-persistence-level ships no types; the broker only hands its instance to aedes.
declare module 'aedes-persistence-level/asyncPersistence.js' {
  import type { Level } from 'level';
  export default class AsyncLevelPersistence {
    constructor(db: Level<string, string>);
  }
}
