import { SignJWT, importPKCS8 } from 'jose';
import { ACCESS_TOKEN_AUDIENCE, AccessTokenSigner, AccessTokenVerifier } from './access-tokens.js';
import { Es256TokenSigner, Es256TokenVerifier, TokenRejectedError } from './es256-tokens.js';
import { generateEs256KeyPair } from './key-pair.js';
import { REVIEWER_TOKEN_AUDIENCE, REVIEWER_TOKEN_TTL_SECONDS, ReviewerTokenSigner, ReviewerTokenVerifier } from './reviewer-tokens.js';

const audience = { issuer: 'test-issuer', audience: 'test-audience' };
const inOneHour = () => new Date(Date.now() + 3600_000);

describe(Es256TokenVerifier.name, () => {
  const keys = generateEs256KeyPair();
  const signer = new Es256TokenSigner(keys.privateKey, audience);
  const sut = new Es256TokenVerifier(keys.publicKey, audience);

  it('accepts a token it signed and returns its claims', async () => {
    const token = await signer.sign({ certificate: 'c-1' }, { subject: 's-1', expiresAt: inOneHour() });
    await expect(sut.verify(token)).resolves.toMatchObject({ sub: 's-1', certificate: 'c-1', iss: 'test-issuer' });
  });

  it('rejects an expired token as expired', async () => {
    const issuedAt = new Date(Date.now() - 7200_000);
    const token = await signer.sign({}, { subject: 's', issuedAt, expiresAt: new Date(Date.now() - 3600_000) });
    await expect(sut.verify(token)).rejects.toMatchObject({ reason: 'expired' });
  });

  it('rejects a token whose payload was changed', async () => {
    const [header, , signature] = (await signer.sign({ role: 'user' }, { subject: 's', expiresAt: inOneHour() })).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'someone-else', iss: 'test-issuer', aud: 'test-audience', exp: 9e9, iat: 1 })).toString('base64url');
    await expect(sut.verify(`${header}.${forged}.${signature}`)).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('rejects a token signed with another key', async () => {
    const other = new Es256TokenSigner(generateEs256KeyPair().privateKey, audience);
    const token = await other.sign({}, { subject: 's', expiresAt: inOneHour() });
    await expect(sut.verify(token)).rejects.toBeInstanceOf(TokenRejectedError);
  });

  it('rejects a token meant for another audience', async () => {
    const foreign = new Es256TokenSigner(keys.privateKey, { issuer: 'test-issuer', audience: 'elsewhere' });
    const token = await foreign.sign({}, { subject: 's', expiresAt: inOneHour() });
    await expect(sut.verify(token)).rejects.toMatchObject({ reason: 'claims' });
  });

  it('rejects a token without an expiry', async () => {
    const token = await new SignJWT({ sub: 's' })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer('test-issuer')
      .setAudience('test-audience')
      .setIssuedAt()
      .sign(await importPKCS8(keys.privateKey, 'ES256'));
    await expect(sut.verify(token)).rejects.toBeInstanceOf(TokenRejectedError);
  });

  it('rejects garbage', async () => {
    await expect(sut.verify('not-a-token')).rejects.toMatchObject({ reason: 'invalid' });
  });
});

describe(AccessTokenVerifier.name, () => {
  const keys = generateEs256KeyPair();
  const sut = new AccessTokenVerifier(keys.publicKey);

  const owned = '6f1c2a1e-8a4b-4a53-9c1e-0d2f3b4c5d6e';
  const invitedTo = '0b7e4d2c-1f3a-4e5b-8c6d-7e8f9a0b1c2d';
  /** A token as the access-token signer made them before grants were ownership only. */
  const signedClaims = (subject: string, claims: Record<string, unknown>) => new Es256TokenSigner(keys.privateKey, ACCESS_TOKEN_AUDIENCE).sign(claims, { subject, expiresAt: inOneHour() });

  it('reads the user of an access token issued by the signer', async () => {
    const issuedAt = new Date('2026-11-26T10:00:00Z');
    const { accessToken, expiresAt } = await new AccessTokenSigner(keys.privateKey).issue({ userId: 'u-1', email: 'a@b.it' }, issuedAt, 10 * 365 * 86_400);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now());
    await expect(sut.verify(accessToken)).resolves.toEqual({ userId: 'u-1', email: 'a@b.it', applications: {}, issuedAt });
  });

  it('carries the applications the caller owns (DESIGN §8), and drops any other role of an older token', async () => {
    const { accessToken } = await new AccessTokenSigner(keys.privateKey).issue({ userId: 'u-1', email: 'a@b.it', applications: { [owned]: 'owner' } });
    await expect(sut.verify(accessToken)).resolves.toMatchObject({ applications: { [owned]: 'owner' } });
    const older = await signedClaims('u-1', { email: 'a@b.it', apps: { [owned]: 'owner', [invitedTo]: 'invited' } });
    await expect(sut.verify(older)).resolves.toMatchObject({ applications: { [owned]: 'owner' } });
  });

  it('refuses a token whose grants were changed after signing (another application, another role)', async () => {
    const { accessToken } = await new AccessTokenSigner(keys.privateKey).issue({ userId: 'u-1', email: 'a@b.it', applications: { [owned]: 'owner' } });
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    for (const apps of [{ [invitedTo]: 'owner' }, { [owned]: 'owner', [invitedTo]: 'owner' }]) {
      const forged = Buffer.from(JSON.stringify({ ...claims, apps })).toString('base64url');
      await expect(sut.verify(`${header}.${forged}.${signature}`)).rejects.toMatchObject({ reason: 'invalid' });
    }
  });

  it.each([
    ['a list instead of a map', [owned]],
    ['an id that is no uuid', { 'not-a-uuid': 'owner' }],
    ['an unknown role', { [owned]: 'admin' }],
  ])('refuses a signed token whose grants are malformed: %s', async (_case, apps) => {
    const token = await new Es256TokenSigner(keys.privateKey, ACCESS_TOKEN_AUDIENCE).sign({ email: 'a@b.it', apps }, { subject: 'u-1', expiresAt: inOneHour() });
    await expect(sut.verify(token)).rejects.toMatchObject({ reason: 'claims' });
  });

  it('does not accept a report-style token signed with the same key for another audience', async () => {
    const token = await new Es256TokenSigner(keys.privateKey, audience).sign({}, { subject: 'u', expiresAt: inOneHour() });
    await expect(sut.verify(token)).rejects.toMatchObject({ reason: 'claims' });
  });
});

describe(ReviewerTokenVerifier.name, () => {
  const keys = generateEs256KeyPair();
  const sut = new ReviewerTokenVerifier(keys.publicKey);

  it('reads the reviewer and company of a reviewer token', async () => {
    const { accessToken, expiresAt } = await new ReviewerTokenSigner(keys.privateKey).issue({ email: 'anna@berg-hausverwaltung.de', companyId: '2' });
    expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(REVIEWER_TOKEN_TTL_SECONDS * 1000);
    await expect(sut.verify(accessToken)).resolves.toEqual({ email: 'anna@berg-hausverwaltung.de', companyId: '2' });
  });

  it('refuses an applicant access token signed with the same key, and a reviewer token is no access token', async () => {
    const applicant = await new AccessTokenSigner(keys.privateKey).issue({ userId: 'u-1', email: 'anna@berg-hausverwaltung.de' });
    await expect(sut.verify(applicant.accessToken)).rejects.toMatchObject({ reason: 'claims' });
    const reviewer = await new ReviewerTokenSigner(keys.privateKey).issue({ email: 'anna@berg-hausverwaltung.de', companyId: '2' });
    await expect(new AccessTokenVerifier(keys.publicKey).verify(reviewer.accessToken)).rejects.toMatchObject({ reason: 'claims' });
  });

  it('refuses a reviewer-audience token without a company', async () => {
    const token = await new Es256TokenSigner(keys.privateKey, REVIEWER_TOKEN_AUDIENCE).sign({}, { subject: 'anna@berg-hausverwaltung.de', expiresAt: inOneHour() });
    await expect(sut.verify(token)).rejects.toMatchObject({ reason: 'claims' });
  });
});
