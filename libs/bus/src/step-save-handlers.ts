import type { StepSaveResult } from '@tenant/contracts';

/** What Continue runs for a step: resolves with the server's answer, or rejects with an Error. */
export type StepSaveHandler = () => Promise<StepSaveResult>;

// Outside the store: functions are not serialisable. This module is a federation singleton (it is part
// of @tenant/bus), so the shell sees what a remote registers.
const handlers = new Map<string, StepSaveHandler>();

/**
 * Registers a step's save handler for the shared Continue button; call the returned function on unmount.
 * Step screens do not call this: they use `useStepContinue`, built on it.
 */
export const registerStepSaveHandler = (stepRouter: string, handler: StepSaveHandler): (() => void) => {
  handlers.set(stepRouter, handler);
  return () => {
    if (handlers.get(stepRouter) === handler) handlers.delete(stepRouter);
  };
};

export const stepSaveHandlerFor = (stepRouter: string): StepSaveHandler | undefined => handlers.get(stepRouter);
