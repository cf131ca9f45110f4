import { screen, waitFor } from '@testing-library/react';
import { selectApplicantRole, selectApplicationInfo, selectUser } from '@tenant/bus';
import { stubFetch } from '@tenant/api-client/testing';
import type { FetchStub } from '@tenant/api-client/testing';
import { fakeLoader, renderShell } from '../app/render-shell.testing.js';
import { parseResumeApplicationLink } from './resume-application-link.js';

const screens = { 'mfe_onboarding/occupation': { default: () => <p>occupation screen</p> } };

describe('resume_application links (spec 1§2)', () => {
  const query =
    '?resume_application=true&listing_id=L-3&appType=mortgage&first_name=Maria&last_name=Rossi&email=maria%40gmail.com&mobile=%2B39-3331234567&application_id=A-5&employment_status=Employed&hideNav=1';

  it('parses the link and keeps unrelated query fields', () => {
    expect(parseResumeApplicationLink(query)).toEqual({
      user: { first_name: 'Maria', last_name: 'Rossi', email: 'maria@gmail.com', mobile: '+39-3331234567', employment_status: 'Employed', listing_id: 'L-3', disableAllEdit: true },
      application: { applicationType: 'mortgage', listing_id: 'L-3' },
      appType: 'mortgage',
      applicationId: 'A-5',
      listingId: 'L-3',
      remainingSearch: '?hideNav=1',
    });
    expect(parseResumeApplicationLink('?resume_application=false&first_name=X')).toBeNull();
    expect(parseResumeApplicationLink('?first_name=X')).toBeNull();
  });

  it('pre-fills the user, locks every field and goes to sign-up', async () => {
    const { store, location } = await renderShell(`/en/fill/occupation${query}`, fakeLoader(screens));
    await waitFor(() => expect(location()).toBe('/en/mortgage/fill/A-5/sign-up/L-3?hideNav=1'));
    expect(selectUser(store.getState())).toMatchObject({ first_name: 'Maria', email: 'maria@gmail.com', disableAllEdit: true });
    expect(selectApplicationInfo(store.getState())).toMatchObject({ applicationType: 'mortgage', listing_id: 'L-3' });
  });

  it('keeps rent out of the path', async () => {
    const { location } = await renderShell('/it/fill/occupation?resume_application=1&first_name=Luca&email=luca%40libero.it', fakeLoader(screens));
    await waitFor(() => expect(location()).toBe('/it/fill/sign-up'));
  });
});

describe('continue-later links by token (issue 22)', () => {
  let stub: FetchStub;
  afterEach(() => stub.restore());

  it('exchanges the token for the pre-fill, locks every field, goes to sign-up and leaves the token out of the address', async () => {
    stub = stubFetch([
      {
        path: '/api/v1/state/resume-link',
        respond: {
          body: {
            success: true,
            application_id: 'A-7',
            appType: 'rent',
            listing_id: '1002',
            employment_status: 'Employed',
            email: 'giulia@gmail.com',
            first_name: 'Giulia',
            last_name: 'Verdi',
          },
        },
      },
    ]);
    const { store, location } = await renderShell('/it/apply/1002?resume_application=true&resume_token=tok_123&hideNav=1', fakeLoader(screens));
    await waitFor(() => expect(location()).toBe('/it/fill/A-7/sign-up/1002?hideNav=1'));
    const opened = stub.requests.map((request) => new URL(request.url)).find((url) => url.pathname === '/api/v1/state/resume-link');
    expect(opened?.searchParams.get('resume_token')).toBe('tok_123');
    expect(selectUser(store.getState())).toMatchObject({ first_name: 'Giulia', last_name: 'Verdi', email: 'giulia@gmail.com', employment_status: 'Employed', disableAllEdit: true });
  });

  it('says when the link opens nothing and stays where the visitor starts', async () => {
    stub = stubFetch([{ path: '/api/v1/state/resume-link', respond: { status: 404, body: { success: false, message: 'ResumeLink.Error.Invalid' } } }]);
    const { store, location } = await renderShell('/en/apply/1002?resume_application=true&resume_token=expired', fakeLoader(screens));
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent).join()).toContain('This link to continue your application has expired'));
    await waitFor(() => expect(location()).toBe('/en/fill/occupation/1002'));
    expect(selectUser(store.getState()).disableAllEdit).toBeFalsy();
  });
});

describe('invitation_code (spec 1§4 Invitation)', () => {
  let stub: FetchStub;
  afterEach(() => {
    stub.restore();
    localStorage.clear();
  });

  it('stores the code, sets the role and pre-fills and locks the e-mail', async () => {
    stub = stubFetch([
      { path: '/api/v1/signup/invitation-public-info', respond: { body: { success: true, data: { applicant_role: 'guarantor', email: 'paolo@gmail.com' } } } },
    ]);
    const { store } = await renderShell('/en/fill/occupation?invitation_code=Inv0123abc', fakeLoader(screens));
    await waitFor(() => expect(selectApplicantRole(store.getState())).toBe('guarantor'));
    expect(selectUser(store.getState())).toMatchObject({ email: 'paolo@gmail.com', disableEmailEdit: true, invitation_code: 'Inv0123abc' });
    expect(localStorage.getItem('invitation_code')).toBe('Inv0123abc');
    expect(new URL(stub.requests[0].url).searchParams.get('invitation_code')).toBe('Inv0123abc');
  });

  it('resolves a code stored on an earlier visit', async () => {
    localStorage.setItem('invitation_code', 'Earlier0001');
    stub = stubFetch([{ path: '/api/v1/signup/invitation-public-info', respond: { body: { success: true, data: { applicant_role: 'co-applicant', email: null } } } }]);
    const { store } = await renderShell('/en/fill/occupation', fakeLoader(screens));
    await waitFor(() => expect(selectApplicantRole(store.getState())).toBe('co-applicant'));
    expect(selectUser(store.getState()).disableEmailEdit).toBeUndefined();
  });

  it('removes an invalid code, falls back to main-applicant and alerts the server message', async () => {
    stub = stubFetch([{ path: '/api/v1/signup/invitation-public-info', respond: { status: 410, body: { success: false, message: 'Invitation.Error.AlreadyUsed' } } }]);
    const { store } = await renderShell('/it/fill/occupation?invitation_code=Used000001', fakeLoader(screens));
    expect(await screen.findByRole('alert')).toHaveTextContent('Questo invito è già stato usato.');
    expect(localStorage.getItem('invitation_code')).toBeNull();
    expect(selectApplicantRole(store.getState())).toBe('main-applicant');
  });

  it("alerts 'Error loading invitation' when the server gave no message", async () => {
    stub = stubFetch([{ path: '/api/v1/signup/invitation-public-info', respond: { status: 0 } }]);
    await renderShell('/en/fill/occupation?invitation_code=Offline0001', fakeLoader(screens));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading invitation');
  });
});
