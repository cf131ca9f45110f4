import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useStepContinue } from '@tenant/bus';
import { stubFetch, type FetchStub } from '@tenant/api-client/testing';
import type { StepSaveHandler } from '@tenant/bus';
import { invitationResolved, navigateToStep, STEP_REGISTRY, stepBackRequested } from '@tenant/contracts';
import type { WorkflowStep } from '@tenant/contracts';
import { missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { fakeLoader, renderShell } from '../app/render-shell.testing.js';
import { workflowSlice } from './workflow-slice.js';

// Labels as the onboarding service seeds them (Workflow.Step.SignUp), which the progress navigation shows.
const label = (router: string) => `Workflow.Step.${router.replace(/(^|-)(\w)/g, (_match: string, _dash: string, c: string) => c.toUpperCase())}`;
const step = (router: string, skip = false): WorkflowStep => ({ router, label: label(router), hidden: false, skip });
const STEPS = [
  step('occupation'),
  step('sign-up'),
  step('verify-email', true),
  step('resume-application'),
  step('current-address'),
  step('additional-details'),
  step('questionnaire'),
  step('result'),
];

/** A stand-in remote step: a text input, a text area and a checkbox that report their focus-out. */
let save: StepSaveHandler = async () => ({ success: true });
const makeStep = (router: string, enable = true) =>
  function FakeStep() {
    const [checked, setChecked] = useState<string[]>([]);
    const touched = (name: string) => () => setChecked((names) => [...names, name]);
    // A step that leaves Continue alone (enable false) offers its save without turning Continue on.
    useStepContinue(router, () => save(), enable ? true : undefined);
    return (
      <form>
        <label>
          First name <input type="text" onBlur={touched('first name')} />
        </label>
        <label>
          Notes <textarea onBlur={touched('notes')} />
        </label>
        <label>
          Consent <input type="checkbox" onBlur={touched('consent')} />
        </label>
        <p>checked: {checked.join(', ')}</p>
      </form>
    );
  };

const ROUTERS = ['sign-up', 'resume-application', 'current-address', 'questionnaire', 'result'];
const modules = Object.fromEntries(ROUTERS.map((router) => [`mfe_onboarding/${router}`, { default: makeStep(router) }]));

const renderStep = async (path: string, currentRouter: string, loaderModules = modules) => {
  const view = await renderShell(path, fakeLoader(loaderModules));
  act(() => void view.store.dispatch(workflowSlice.actions.loaded({ occupation: 'Employed', steps: STEPS, hiddenRoutes: [], currentRouter })));
  return view;
};
const continueButton = () => screen.findByRole('button', { name: 'CONTINUE' });

describe('the shared Continue button (spec 1§4)', () => {
  let stub: FetchStub;
  beforeEach(() => {
    resetMissingTranslationKeys();
    // guarded steps ask first; these tests are about what comes after
    stub = stubFetch([{ method: 'POST', path: '/api/v1/auth/validate', respond: { body: { success: true, user_id: 'u-1' } } }]);
    for (const router of ROUTERS) STEP_REGISTRY[router] = { remote: 'onboarding', module: router };
    save = async () => ({ success: true });
  });
  afterEach(() => {
    stub.restore();
    for (const router of ROUTERS) delete STEP_REGISTRY[router];
    expect(missingTranslationKeys()).toEqual([]);
  });

  it('is disabled unless the step enables it', async () => {
    await renderStep('/en/fill/sign-up', 'sign-up', { 'mfe_onboarding/sign-up': { default: makeStep('sign-up', false) } });
    await screen.findByText(/checked:/);
    expect(await continueButton()).toBeDisabled();
  });

  it('disables itself with a spinner while the save runs, then advances to the next step not skipped with the new application id', async () => {
    let finish: (value: { success: boolean; application_id: string }) => void = () => undefined;
    save = () => new Promise((resolve) => (finish = resolve));
    const { location } = await renderStep('/en/fill/sign-up/L-1', 'sign-up');
    const button = await continueButton();
    await waitFor(() => expect(button).toBeEnabled());

    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Saving…')).toBeInTheDocument();

    await act(async () => finish({ success: true, application_id: 'A-9' }));
    await waitFor(() => expect(location()).toBe('/en/fill/A-9/resume-application/L-1'));
  });

  it('on failure shows the message, re-enables, and focuses then blurs every text field after 100 ms', async () => {
    save = async () => ({ success: false, message: 'Application.Error.NotFound' });
    const { location } = await renderStep('/de/fill/A-1/current-address', 'current-address');
    const button = await screen.findByRole('button', { name: 'WEITER' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent('Diese Bewerbung wurde nicht gefunden.');
    // (that nothing is checked before the 100 ms is highlight-fields.spec's, on a fake clock)
    expect(await screen.findByText('checked: first name, notes')).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(location()).toBe('/de/fill/A-1/current-address');
  });

  it('shows Error when the save fails without a message, and when it throws', async () => {
    save = async () => ({ success: false });
    await renderStep('/it/fill/A-1/current-address', 'current-address');
    const button = await screen.findByRole('button', { name: 'CONTINUA' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore');

    save = async () => {
      throw new Error('Mobile already registered');
    };
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Mobile already registered');
  });

  it('does nothing at the last step', async () => {
    const { location } = await renderStep('/en/fill/A-1/result', 'result');
    const button = await continueButton();
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(location()).toBe('/en/fill/A-1/result');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes back over skipped steps (a guarantor skips additional-details), or to an explicit target', async () => {
    const { store, location } = await renderStep('/en/fill/A-1/questionnaire', 'questionnaire');
    act(() => void store.dispatch(invitationResolved({ invitationCode: 'c0de-123', applicantRole: 'guarantor', email: null })));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/en/fill/A-1/current-address'));

    act(() => void store.dispatch(stepBackRequested({ target: 'sign-up' })));
    await waitFor(() => expect(location()).toBe('/en/fill/A-1/sign-up'));
  });

  it('goes to a step of another application when asked with its id (the rapid result’s new application), keeping the application type', async () => {
    const { store, location } = await renderStep('/en/rapid/fill/A-1/result', 'result');
    act(() => void store.dispatch(navigateToStep({ stepRouter: 'questionnaire', applicationId: 'B-2' })));
    await waitFor(() => expect(location()).toBe('/en/rapid/fill/B-2/questionnaire'));
  });
});
