import type { AccessTokenClaims } from '../auth/access-tokens.js';
import { applicationAccessBy, type ApplicationAccessList } from './application-access-copy.js';

const applicationId = '6f1c2a1e-8a4b-4a53-9c1e-0d2f3b4c5d6e';
const ownerId = '0b7e4d2c-1f3a-4e5b-8c6d-7e8f9a0b1c2d';
const issuedAt = new Date('2026-11-26T10:00:00Z');
const owner: AccessTokenClaims = { userId: ownerId, email: 'maria@example.it', applications: { [applicationId]: 'owner' }, issuedAt };
// a co-applicant invited to the application, with a token as tokens carried grants before roles followed the spec
const guest = { userId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d', email: 'luca@example.it', applications: { [applicationId]: 'invited' }, issuedAt } as unknown as AccessTokenClaims;
const stranger: AccessTokenClaims = { userId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', email: 'eve@example.it', applications: {}, issuedAt };
const listAt = (changedAt: Date, invitedEmails: string[] = ['luca@example.it']): ApplicationAccessList => ({ applicationId, ownerApplicantId: ownerId, invitedEmails, changedAt });
const before = new Date(issuedAt.getTime() - 60_000);
const after = new Date(issuedAt.getTime() + 60_000);

describe(applicationAccessBy.name, () => {
  it('lets the owner in from the copied list, and nobody else: an invited person fills an application of their own', () => {
    const noGrants = (claims: AccessTokenClaims) => ({ ...claims, applications: {} });
    expect(applicationAccessBy(listAt(before), noGrants(owner), applicationId)).toBe('copy');
    expect(applicationAccessBy(listAt(before), noGrants(guest), applicationId)).toBeNull();
    expect(applicationAccessBy(listAt(before), guest, applicationId)).toBeNull();
  });

  it('lets the token’s ownership grant in while the copy has not got the application yet, and no other grant', () => {
    expect(applicationAccessBy(null, owner, applicationId)).toBe('token');
    expect(applicationAccessBy(null, owner, applicationId.toUpperCase())).toBe('token');
    expect(applicationAccessBy(null, guest, applicationId)).toBeNull();
  });

  it('answers nobody for an application the token does not grant', () => {
    expect(applicationAccessBy(null, stranger, applicationId)).toBeNull();
    expect(applicationAccessBy(listAt(before), stranger, applicationId)).toBeNull();
  });

  it('keeps an ownership grant when the copied list is older than the token, and drops it when a newer list names another owner', () => {
    expect(applicationAccessBy({ ...listAt(before, []), ownerApplicantId: stranger.userId }, owner, applicationId)).toBe('token');
    expect(applicationAccessBy({ ...listAt(after, []), ownerApplicantId: stranger.userId }, owner, applicationId)).toBeNull();
  });
});
