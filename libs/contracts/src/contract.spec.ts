import { applicantRegistered, CONTRACT_SEMVER, CONTRACT_VERSION, contractRefusal, parseRemoteContract, parseShellContract, reportCompleted, stepCompleted } from './index.js';
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

describe('contract version', () => {
  it('is semver, and events carry its major', () => {
    expect(CONTRACT_SEMVER).toMatch(/^\d+\.\d+\.\d+$/);
    expect(CONTRACT_VERSION).toBe(Number(CONTRACT_SEMVER.split('.')[0]));
  });

  it('reads a build contract file only when every field is there', () => {
    expect(parseRemoteContract({ remote: 'mfe_income', version: '0.2.0', requires: '^1.0.0', extra: 1 })).toEqual({ remote: 'mfe_income', version: '0.2.0', requires: '^1.0.0' });
    expect(parseRemoteContract({ remote: 'mfe_income', version: '0.2.0' })).toBeNull();
    expect(parseRemoteContract(null)).toBeNull();
    expect(parseShellContract({ serves: '1.0.0' })).toEqual({ serves: '1.0.0' });
    expect(parseShellContract({ serves: 1 })).toBeNull();
  });

  it('words a refusal with the remote, its version and both contracts', () => {
    const remote = { remote: 'mfe_income', version: '0.2.0', requires: '^2.0.0' };
    expect(contractRefusal(remote, '1.0.0', () => false)).toBe('remote mfe_income 0.2.0 needs contract ^2.0.0; this shell serves contract 1.0.0');
    expect(contractRefusal(remote, '2.0.0', () => true)).toBeNull();
  });
});
