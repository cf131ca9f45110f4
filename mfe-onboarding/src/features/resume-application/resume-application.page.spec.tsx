import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type FetchStub } from '@tenant/api-client/testing';
import { applicantPrefilled, continuePressed, navigateToStep } from '@tenant/contracts';
import type { UncompleteApplicationsResponse } from '@tenant/contracts';
import { missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { renderStep } from '../../testing/render-step.js';
import ResumeApplicationPage from './resume-application.page.js';

const CURRENT = '0b6c3a52-9a0e-4b59-8d2e-8c1f2f6a7d11';
const EARLIER = '1f2e3d4c-5b6a-4789-8abc-def012345678';
const LISTS: UncompleteApplicationsResponse = {
  success: true,
  applications: [
    { id: EARLIER, first_name: 'Maria', last_name: 'Rossi', applicant_role: 'main-applicant', employment_status: 'Self-employed', time_created: '2026-11-02T10:00:00Z', state_router: 'questionnaire' },
  ],
  invitations: [{ id: 'i-1', role: 'guarantor', invited_by: 'Luca Bianchi', invited_at: '2026-11-10T10:00:00Z', code: 'invite-code-1' }],
};

describe('ResumeApplication screen', () => {
  let stub: FetchStub;
  const renderResume = (lists: UncompleteApplicationsResponse = LISTS, options: Parameters<typeof renderStep>[1] = {}) => {
    stub = stubFetch([
      { path: '/api/v1/state/uncomplete-applications', respond: { body: lists } },
      { method: 'POST', path: '/api/v1/signup/delete-application', respond: { body: { success: true } } },
      { path: '/api/v1/state/link-applications', respond: { body: { success: true, application_id: CURRENT, applicant_role: 'guarantor', access_token: 'fresh-token' } } },
      { method: 'POST', path: '/api/v1/workflow/send-continue-later-email', respond: { body: { success: true } } },
    ]);
    return renderStep(<ResumeApplicationPage />, { route: { stepRouter: 'resume-application', applicationId: CURRENT }, path: '/en/fill/x/resume-application', ...options });
  };
  beforeEach(() => resetMissingTranslationKeys());
  afterEach(() => {
    stub.restore();
    expect(missingTranslationKeys()).toEqual([]);
  });

  it('lists applications and invitations as one radio group; loading an application drops the current one and locks every field', async () => {
    const user = userEvent.setup();
    const view = await renderResume();
    const application = await screen.findByRole('radio', { name: /Maria Rossi – Self-employed/ });
    const invitation = screen.getByRole('radio', { name: /Invitation from Luca Bianchi/ });
    expect(screen.getByRole('button', { name: 'Continue the selected application' })).toBeDisabled();
    await user.click(invitation);
    expect(screen.getByRole('button', { name: 'Accept the selected invitation' })).toBeEnabled();
    await user.click(application);
    expect(invitation).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue the selected application' }));
    await waitFor(() => expect(view.location()).toBe(`/en/fill/${EARLIER}/personal-details`));
    const deleted = stub.requests.find((r) => r.url.includes('delete-application'))!;
    expect(new URL(deleted.url).searchParams.get('delete_application_id')).toBe(CURRENT);
    expect(view.store.getState().application.user.disableAllEdit).toBe(true);
  });

  it('accepts an invitation: links the applications, takes the role and goes on to personal details (it)', async () => {
    const user = userEvent.setup();
    const view = await renderResume(LISTS, { lang: 'it' });
    await user.click(await screen.findByRole('radio', { name: /Invito da Luca Bianchi/ }));
    await user.click(screen.getByRole('button', { name: "Accetta l'invito selezionato" }));
    await waitFor(() => expect(view.seen).toContain(navigateToStep.type));
    expect(new URL(stub.requests.at(-1)!.url).searchParams.get('invitation_code')).toBe('invite-code-1');
    expect(view.store.getState().application.application.applicant_role).toBe('guarantor');
    // the fresh token grants the inviting application too: the session takes it (DESIGN §8)
    expect(view.store.getState().session.accessToken).toBe('fresh-token');
  });

  it('e-mails a link on request (de)', async () => {
    const user = userEvent.setup();
    await renderResume(LISTS, { lang: 'de' });
    await user.click(await screen.findByRole('button', { name: 'Link per E-Mail senden' }));
    expect(await screen.findByText('Wir haben Ihnen einen Link gesendet.')).toBeInTheDocument();
  });

  it('starts new at once when there is nothing to resume', async () => {
    const view = await renderResume({ success: true, applications: [], invitations: [] });
    await waitFor(() => expect(view.saves).toEqual([{ success: true }]));
    expect(view.seen).toContain(continuePressed.type);
  });

  it('starts new at once for a guarantor, without asking for earlier applications', async () => {
    stub = stubFetch([]);
    const view = await renderStep(<ResumeApplicationPage />, {
      route: { stepRouter: 'resume-application', applicationId: CURRENT },
      before: (store) => store.dispatch(applicantPrefilled({ user: {}, application: { applicant_role: 'guarantor' } })),
    });
    await waitFor(() => expect(view.saves).toEqual([{ success: true }]));
    expect(stub.requests.filter((r) => r.url.includes('uncomplete-applications'))).toHaveLength(0);
  });

  it('starts new at once when the nav is hidden', async () => {
    const view = await renderResume(LISTS, { path: '/en/fill/x/resume-application?hideNav=true' });
    await waitFor(() => expect(view.saves).toEqual([{ success: true }]));
  });
});
