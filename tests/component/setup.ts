import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { downloadFailures } from '../../src/custom/errors/downloadFailures.ts';

// Component files share the cores with the API suites (vitest.config.ts): a screen that takes
// more than the library's default second to render there is slow, not wrong.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The project's files share their modules (vitest.config.ts): a download failure one file
  // reported would open 'Download Failed' over the next file's screens.
  downloadFailures.dismiss();
});
