import type { PendingStage } from './infleet.ts';
import type { DiagnosticResultValue } from './vehicleCommands.ts';

/** Spec 4 Infleeting flow: add car, then validate, then run diagnostics, then deploy to fleet. */
export const INFLEET_STEPS = ['validate', 'diagnostics', 'deploy'] as const;
export type InfleetStep = (typeof INFLEET_STEPS)[number];

/** Whether the car has been validated: the Deploy step takes a validated car (409 before). */
export const isValidated = (stage: PendingStage) => stage === 'validated' || stage === 'tested';

interface StepState {
  stage: PendingStage;
  /** The result each test shows, in the diagnostics panel's order. */
  results: readonly DiagnosticResultValue[];
  /** A validation or a run is under way. */
  busy: boolean;
}

/** The step the car is at: the first of spec 4's not yet done. */
export const currentStep = ({ stage, results }: StepState): InfleetStep => {
  if (!isValidated(stage)) return 'validate';
  return results.every((result) => result === 'passed') ? 'deploy' : 'diagnostics';
};

/**
 * Spec 4 Infleeting flow, why Deploy is not offered yet, as a message key (undefined: it is):
 * the step under way, validation first, then every diagnostic passing, a failure said as such.
 */
export const deployBlocker = (state: StepState): string | undefined => {
  if (state.busy) return 'infleet.steps.blocked.busy';
  const step = currentStep(state);
  if (step === 'validate') return 'infleet.steps.blocked.notValidated';
  if (step === 'deploy') return undefined;
  if (state.results.some((result) => result === 'failed')) return 'infleet.steps.blocked.failed';
  return 'infleet.steps.blocked.notRun';
};

/**
 * Spec 8 Car validation's success, saying the next step: diagnostics, or Deploy when every
 * diagnostic has passed already (the car's tests ran before it was validated).
 */
export const validatedMessage = (stage: PendingStage) =>
  stage === 'tested' ? 'infleet.validate.doneTested' : 'infleet.validate.done';
