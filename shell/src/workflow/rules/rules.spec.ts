import type { WorkflowStep } from '@tenant/contracts';
import { RESUME_STEP_INDEX } from '@tenant/domain';
import { resumeStepIndex, restoreTarget } from './restore-target.js';
import { applyStepSkips, guarantorSkips, lanPaysSkips } from './step-skips.js';
import { firstUnskippedFrom, nextStepAfter, previousStepBefore } from './step-navigation.js';

const step = (router: string, flags: Partial<WorkflowStep> = {}): WorkflowStep => ({ router, label: `Workflow.Step.${router}`, hidden: false, skip: false, ...flags });
const RENT = [
  step('occupation'),
  step('sign-up'),
  step('verify-email', { hidden: true }),
  step('resume-application', { hidden: true }),
  step('personal-details'),
  step('current-address'),
  step('additional-details'),
  step('questionnaire'),
  step('income-check'),
  step('confirmation'),
  step('payment'),
  step('parsing-status'),
  step('result'),
];
const routers = (steps: WorkflowStep[]) => steps.filter((s) => !s.skip).map((s) => s.router);
const mainApplicant = { applicantRole: 'main-applicant', lanPays: false } as const;

describe('skip rules', () => {
  it('skips additional-details for a guarantor only', () => {
    expect(guarantorSkips('additional-details', { applicantRole: 'guarantor', lanPays: false })).toBe(true);
    expect(guarantorSkips('additional-details', mainApplicant)).toBe(false);
    expect(guarantorSkips('questionnaire', { applicantRole: 'guarantor', lanPays: false })).toBe(false);
  });

  it('skips payment when the listing has lanPays', () => {
    expect(lanPaysSkips('payment', { applicantRole: 'main-applicant', lanPays: true })).toBe(true);
    expect(lanPaysSkips('payment', mainApplicant)).toBe(false);
    expect(lanPaysSkips('result', { applicantRole: 'main-applicant', lanPays: true })).toBe(false);
  });

  it('adds the applicant’s skips to the server’s steps without touching the input', () => {
    const steps = applyStepSkips(RENT, { applicantRole: 'guarantor', lanPays: true });
    expect(routers(steps)).not.toContain('additional-details');
    expect(routers(steps)).not.toContain('payment');
    expect(routers(RENT)).toContain('payment');
    expect(applyStepSkips(RENT, mainApplicant)).toEqual(RENT);
  });

  it('keeps a skip the server set', () => {
    const steps = applyStepSkips([step('occupation'), step('resume-application', { skip: true })], mainApplicant);
    expect(steps[1].skip).toBe(true);
  });
});

describe('step navigation', () => {
  const steps = applyStepSkips(RENT, { applicantRole: 'guarantor', lanPays: true });

  it('moves forward over skipped steps and stops at the last step', () => {
    expect(nextStepAfter(steps, 'current-address')?.step.router).toBe('questionnaire');
    expect(nextStepAfter(steps, 'confirmation')).toEqual({ step: expect.objectContaining({ router: 'parsing-status' }), index: 11 });
    expect(nextStepAfter(steps, 'result')).toBeNull();
  });

  it('moves back over skipped steps and stops at the first step', () => {
    expect(previousStepBefore(steps, 'questionnaire')?.step.router).toBe('current-address');
    expect(previousStepBefore(steps, 'parsing-status')?.step.router).toBe('confirmation');
    expect(previousStepBefore(steps, 'occupation')).toBeNull();
  });

  it('finds the first step not skipped from an index', () => {
    expect(firstUnskippedFrom(steps, 6)?.step.router).toBe('questionnaire');
    expect(firstUnskippedFrom(steps, 99)).toBeNull();
  });
});

describe('state restore', () => {
  const restore = (saved: { step: number; step_router: string | null }, currentRouter: string | null, email = 'maria@gmail.com', steps = RENT) =>
    restoreTarget({ steps, saved, currentRouter, email })?.step.router ?? null;

  it('moves a saved index of 0 to the resume index', () => {
    expect(resumeStepIndex(0)).toBe(RESUME_STEP_INDEX);
    expect(resumeStepIndex(5)).toBe(5);
    expect(restore({ step: 0, step_router: 'occupation' }, 'occupation')).toBe(RENT[RESUME_STEP_INDEX].router);
  });

  it('routes to the saved step from an earlier one', () => {
    expect(restore({ step: 7, step_router: 'questionnaire' }, 'occupation')).toBe('questionnaire');
    expect(restore({ step: 7, step_router: null }, 'sign-up')).toBe('questionnaire');
  });

  it('stays when the current path is at or beyond the saved step', () => {
    expect(restore({ step: 7, step_router: 'questionnaire' }, 'questionnaire')).toBeNull();
    expect(restore({ step: 7, step_router: 'questionnaire' }, 'result')).toBeNull();
  });

  it('stays before a workflow was entered, and for an index outside the workflow', () => {
    expect(restore({ step: -1, step_router: null }, 'occupation')).toBeNull();
    expect(restore({ step: 40, step_router: null }, 'occupation')).toBeNull();
  });

  it('never redirects a user with an organisation e-mail', () => {
    expect(restore({ step: 7, step_router: 'questionnaire' }, 'occupation', 'lettings@immobilien-weber.de')).toBeNull();
  });

  it('continues after a saved step that is now skipped', () => {
    const guarantorSteps = applyStepSkips(RENT, { applicantRole: 'guarantor', lanPays: false });
    expect(restore({ step: 6, step_router: 'additional-details' }, 'sign-up', 'g@gmail.com', guarantorSteps)).toBe('questionnaire');
  });
});
