import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's own order (project by project, the longest files first once it has timed them), but
 * the browser files first: they are the longest, so started last they made the run's tail, and
 * the products they use are started before any file runs and otherwise idle until they come.
 */
export default class BrowserFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isBrowserFile = (spec: TestSpecification) => spec.project.name === 'e2e';
    return [...sorted.filter(isBrowserFile), ...sorted.filter((spec) => !isBrowserFile(spec))];
  }
}
