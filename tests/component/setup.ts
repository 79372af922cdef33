import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { downloadFailures } from '../../src/custom/errors/downloadFailures.ts';
import { WAIT_MS } from '../support/waits.ts';

// The one bound on a waitFor or findBy* of every component file (../support/waits.ts), set here
// only: the project keeps its modules from file to file (vitest.config.ts), so a file's own
// configure() would hold for the files after it too.
configure({ asyncUtilTimeout: WAIT_MS });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The project's files share their modules (vitest.config.ts): a download failure one file
  // reported would open 'Download Failed' over the next file's screens.
  downloadFailures.dismiss();
});

// A browser does not focus an element it does not draw (`visibility: hidden`), jsdom does: the
// Columns picker's search box, kept mounted in its closed popover with autoFocus, took the focus
// from a filter being typed into each time the table came back (spec 2, 9).
const focusElement = HTMLElement.prototype.focus;
HTMLElement.prototype.focus = function focus(this: HTMLElement, options?: FocusOptions) {
  if (getComputedStyle(this).visibility === 'hidden') return;
  focusElement.call(this, options);
};
