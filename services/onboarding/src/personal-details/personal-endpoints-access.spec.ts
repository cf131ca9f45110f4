import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { signedInApplicant, type SignedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { InvitationsService } from '../applications/invitations.service.js';

const UNKNOWN_APPLICATION = '6d1f5b8e-7a59-4a55-9d0e-1b2c3d4e5f60';

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: () => RequestInit['body'];
  json?: boolean;
}

const json = (value: unknown) => () => JSON.stringify(value);

/** Every application-scoped endpoint of personal details, current address and identity (identity documents: the income service's access spec). */
const ENDPOINTS: Endpoint[] = [
  { name: 'v1 personal details', method: 'POST', path: '/api/v1/personal-details/submit', body: json({ numMembers: '1,0', employmentStatus: 'Employed' }), json: true },
  {
    name: 'v2 personal details',
    method: 'POST',
    path: '/api/v2/personal-details/submit',
    body: json({ nationality: 'DE', dateOfBirth: '12/03/1990', placeOfBirth: 'Berlin' }),
    json: true,
  },
  {
    name: 'v2 personal details, all',
    method: 'POST',
    path: '/api/v2/personal-details/submit/all',
    body: json({ nationality: 'DE', dateOfBirth: '12/03/1990', placeOfBirth: 'Berlin', street: 'Hauptstraße', houseNum: '1', city: 'Berlin', postcode: '10117', country: 'DE' }),
    json: true,
  },
  { name: 'nationality', method: 'POST', path: '/api/v2/personal-details/submit/nationality', body: json({ nationality: 'DE' }), json: true },
  {
    name: 'current address',
    method: 'POST',
    path: '/api/v1/current-address/submit',
    body: json({ country: 'DE', street: 'Hauptstraße', houseNum: '1', postcode: '10117', city: 'Berlin' }),
    json: true,
  },
  { name: 'start verification', method: 'GET', path: '/api/v1/identity-verification/start-verification' },
  { name: 'identity status', method: 'GET', path: '/api/v1/identity-verification/is-identity-verified' },
];

describe('application access of personal, address, identity and document endpoints', () => {
  let sut: OnboardingTestApp;
  let maria: SignedInApplicant;
  let stranger: SignedInApplicant;

  beforeAll(async () => {
    sut = await startOnboardingTestApp();
    maria = await signedInApplicant(sut.app, { email: 'maria.access@example.it' });
    stranger = await signedInApplicant(sut.app, { firstName: 'Eve', lastName: 'Neri', email: 'eve.access@example.it' });
  });

  afterAll(async () => {
    await sut?.close();
  });

  const call = (endpoint: Endpoint, caller: SignedInApplicant | null, applicationId: string) => {
    const separator = endpoint.path.includes('?') ? '&' : '?';
    return sut.call(`${endpoint.path}${separator}application_id=${applicationId}`, {
      method: endpoint.method,
      headers: { ...(endpoint.json ? { 'content-type': 'application/json' } : {}), ...(caller ? { authorization: caller.authorization } : {}) },
      body: endpoint.body?.(),
    });
  };
  const notFound = { status: 404, body: { success: false, message: 'Application.Error.NotFound' } };

  it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s: a foreign token gets the same answer as a missing application', async (_name, endpoint) => {
    await expect(call(endpoint, stranger, maria.applicationId)).resolves.toEqual(notFound);
    await expect(call(endpoint, stranger, UNKNOWN_APPLICATION)).resolves.toEqual(notFound);
  });

  it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s: no session is refused', async (_name, endpoint) => {
    await expect(call(endpoint, null, maria.applicationId)).resolves.toEqual({ status: 401, body: { success: false, message: 'Auth.Error.InvalidToken' } });
  });

  it('leaves the owner’s data untouched after the refusals', async () => {
    const { body } = await sut.call(`/api/v1/state/?application_id=${maria.applicationId}`, { headers: { authorization: maria.authorization } });
    expect(body.user).not.toHaveProperty('nationality');
    expect(body.user).not.toHaveProperty('current_street');
  });

  it('lets an invited person save nothing in the inviting application: they fill their own', async () => {
    await sut.app.get(InvitationsService).create({ applicationId: maria.applicationId, applicantRole: 'guarantor', email: stranger.email });
    for (const endpoint of ENDPOINTS) {
      await expect(call(endpoint, stranger, maria.applicationId)).resolves.toEqual({ status: 404, body: { success: false, message: 'Application.Error.NotFound' } });
    }
  });
});
