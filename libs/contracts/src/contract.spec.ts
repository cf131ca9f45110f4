import { applicantRegistered, CONTRACT_VERSION, reportCompleted, stepCompleted } from './index.js';
import { PAGE_REGISTRY, REMOTE_CONTAINERS, remoteModuleId, STEP_REGISTRY } from './remotes.js';

describe('bus contract', () => {
  it('stamps server events with the application, the time and the contract version', () => {
    const event = applicantRegistered({ applicationId: 'a-1', applicantId: 'p-1', firstName: 'Maria', lastName: 'Rossi', email: 'm@example.com' }, 'a-1');
    expect(event.type).toBe('applicant/registered');
    expect(event.meta).toEqual({ applicationId: 'a-1', occurredAt: expect.any(String), version: CONTRACT_VERSION });
    expect(Number.isNaN(Date.parse(event.meta.occurredAt))).toBe(false);
  });

  it('names events domain/eventName', () => {
    expect(stepCompleted({ stepRouter: 'sign-up' }).type).toBe('workflow/stepCompleted');
    expect(reportCompleted({ applicationId: 'a', reportId: 'r' }).type).toBe('report/completed');
  });

  it('resolves registered screens to federation module ids of their remote', () => {
    expect(remoteModuleId(STEP_REGISTRY.occupation)).toBe(`${REMOTE_CONTAINERS.onboarding}/occupation`);
    expect(remoteModuleId(PAGE_REGISTRY.reportVerification)).toBe('mfe_report/report-verification');
  });
});
