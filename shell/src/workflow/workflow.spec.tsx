import { act, waitFor } from '@testing-library/react';
import { stubFetch } from '@tenant/api-client/testing';
import { applicationTypeChosen, listingLoaded, occupationChosen, sessionUnauthorized } from '@tenant/contracts';
import { fakeLoader, renderShell } from '../app/render-shell.testing.js';
import { selectEffectiveSteps, workflowSlice } from './workflow-slice.js';

const workflow = {
  success: true,
  hidden_routes: [],
  workflow: [
    { router: 'occupation', label: 'Nav.Occupation', hidden: false, skip: false },
    { router: 'resume-application', label: 'Nav.Resume', hidden: true, skip: true },
    { router: 'sign-up', label: 'Nav.SignUp', hidden: false, skip: false },
  ],
};
const screens = { 'mfe_onboarding/occupation': { default: () => <p>occupation screen</p> } };

describe('workflow start', () => {
  it('fetches the workflow for the chosen occupation and goes to the next non-skipped step', async () => {
    const stub = stubFetch([{ path: '/api/v1/workflow/', respond: { body: workflow } }]);
    const { store, location } = await renderShell('/en/fill/occupation/L-5', fakeLoader(screens));
    await act(async () => void store.dispatch(occupationChosen({ occupation: 'Employed', applicationType: 'rent' })));
    await waitFor(() => expect(location()).toBe('/en/fill/sign-up/L-5'));
    const request = stub.requests.find((r) => new URL(r.url).pathname === '/api/v1/workflow/')!;
    expect(request.headers.get('occupation')).toBe('Employed');
    expect(request.headers.get('application-type')).toBe('rent');
    expect(new URL(request.url).searchParams.get('lang')).toBe('en');
  });

  it('keeps a non-default application type in the path', async () => {
    const stub = stubFetch([{ path: '/api/v1/workflow/', respond: { body: workflow } }]);
    const { store, location } = await renderShell('/it/fill/occupation', fakeLoader(screens));
    await act(async () => void store.dispatch(applicationTypeChosen({ applicationType: 'mortgage' })));
    await waitFor(() => expect(location()).toBe('/it/mortgage/fill/occupation'));
    await act(async () => void store.dispatch(occupationChosen({ occupation: 'Student', applicationType: 'mortgage' })));
    await waitFor(() => expect(location()).toBe('/it/mortgage/fill/sign-up'));
    expect(stub.requests[0].headers.get('application-type')).toBe('mortgage');
  });

  it('sends the user to unauthorized on sessionUnauthorized', async () => {
    const { store, location } = await renderShell('/de/fill/occupation', fakeLoader(screens));
    await act(async () => void store.dispatch(sessionUnauthorized({ status: 401 })));
    await waitFor(() => expect(location()).toBe('/de/unauthorized'));
  });

  it('skips payment once a lanPays listing is on the bus', async () => {
    const { store } = await renderShell('/en/fill/occupation', fakeLoader(screens));
    const steps = ['income-check', 'payment', 'result'].map((router) => ({ router, label: router, hidden: false, skip: false }));
    act(() => void store.dispatch(workflowSlice.actions.loaded({ occupation: 'Employed', steps, hiddenRoutes: [], currentRouter: null })));
    expect(selectEffectiveSteps(store.getState()).filter((s) => s.skip)).toEqual([]);
    act(() => void store.dispatch(listingLoaded({ listing: { id: 1003, listingUuid: 'u-1003', company: null, lanPays: true } })));
    expect(selectEffectiveSteps(store.getState()).filter((s) => s.skip).map((s) => s.router)).toEqual(['payment']);
  });
});
