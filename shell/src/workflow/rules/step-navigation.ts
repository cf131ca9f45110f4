import type { WorkflowStep } from '@tenant/contracts';

export interface StepAt {
  step: WorkflowStep;
  index: number;
}

/** The first step after `from` that is not flagged skip; null at the last step (spec 1§4 Continue button). */
export const nextStepAfter = (steps: WorkflowStep[], from: string): StepAt | null => {
  const start = steps.findIndex((s) => s.router === from);
  if (start < 0) return null;
  for (let index = start + 1; index < steps.length; index += 1) {
    if (!steps[index].skip) return { step: steps[index], index };
  }
  return null;
};

/** The back button: the nearest earlier step not flagged skip, or null at the first one (spec 1§2). */
export const previousStepBefore = (steps: WorkflowStep[], from: string): StepAt | null => {
  const start = steps.findIndex((s) => s.router === from);
  for (let index = start - 1; index >= 0; index -= 1) {
    if (!steps[index].skip) return { step: steps[index], index };
  }
  return null;
};

/** The step at `index`, or the next one not flagged skip when that one is skipped. */
export const firstUnskippedFrom = (steps: WorkflowStep[], index: number): StepAt | null => {
  for (let i = Math.max(index, 0); i < steps.length; i += 1) {
    if (!steps[i].skip) return { step: steps[i], index: i };
  }
  return null;
};
