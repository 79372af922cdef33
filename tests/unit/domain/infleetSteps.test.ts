import { describe, expect, it } from 'vitest';
import {
  currentStep,
  deployBlocker,
  INFLEET_STEPS,
  validatedMessage,
} from '../../../src/domain/cars/infleetSteps.ts';
import type { DiagnosticResultValue } from '../../../src/domain/cars/vehicleCommands.ts';

const tests = (result: DiagnosticResultValue, last: DiagnosticResultValue = result) => [
  ...Array<DiagnosticResultValue>(9).fill(result),
  last,
];

describe('spec 4 Infleeting flow: validate, then run diagnostics, then deploy', () => {
  it('gives the steps in the order of the spec', () => {
    expect(INFLEET_STEPS).toEqual(['validate', 'diagnostics', 'deploy']);
  });

  it('is at validation until the car is validated, whatever its tests say', () => {
    for (const stage of ['added', 'vendorRegistered'] as const)
      expect(currentStep({ stage, results: tests('passed'), busy: false })).toBe('validate');
    expect(currentStep({ stage: 'validated', results: tests('passed', 'notRun'), busy: false })).toBe(
      'diagnostics',
    );
    expect(currentStep({ stage: 'validated', results: tests('passed'), busy: false })).toBe('deploy');
  });

  it('says why Deploy waits: the step under way, validation, a failure, tests not run', () => {
    expect(deployBlocker({ stage: 'tested', results: tests('passed'), busy: true })).toBe(
      'infleet.steps.blocked.busy',
    );
    expect(deployBlocker({ stage: 'vendorRegistered', results: tests('passed'), busy: false })).toBe(
      'infleet.steps.blocked.notValidated',
    );
    expect(deployBlocker({ stage: 'validated', results: tests('passed', 'failed'), busy: false })).toBe(
      'infleet.steps.blocked.failed',
    );
    expect(deployBlocker({ stage: 'validated', results: tests('notRun'), busy: false })).toBe(
      'infleet.steps.blocked.notRun',
    );
    expect(deployBlocker({ stage: 'tested', results: tests('passed'), busy: false })).toBeUndefined();
  });
});

describe('spec 8 Car validation: its success names the next step', () => {
  it('asks for the diagnostics only when they have not all passed', () => {
    expect(validatedMessage('validated')).toBe('infleet.validate.done');
    expect(validatedMessage('tested')).toBe('infleet.validate.doneTested');
  });
});
