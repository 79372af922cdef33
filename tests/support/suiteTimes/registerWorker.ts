import { expect } from 'vitest';
import { noteSuiteProcess } from './suiteProcesses.ts';

/**
 * Runs before each test file, in its worker: notes which file this worker process runs, so
 * that CI's suite figures (SuiteTimesReporter) count the worker's CPU, and that of what it
 * starts (Chromium, a product), to the file's suite.
 */
noteSuiteProcess(process.pid, expect.getState().testPath ?? '');
