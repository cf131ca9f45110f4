import { AccessTokenSigner, Es256TokenSigner, generateEs256KeyPair } from '@tenant/server-kit';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { SessionTokenIssuer } from '../applications/session-token-issuer.service.js';
import { AuthController } from './auth.controller.js';

describe(AuthController.name, () => {
  let sut: OnboardingTestApp;

  beforeAll(async () => {
    sut = await startOnboardingTestApp();
  });

  afterAll(async () => {
    await sut?.close();
  });

  const validate = (authorization?: string) =>
    sut.call('/api/v1/auth/validate', { method: 'POST', headers: authorization ? { authorization } : {} });

  it('accepts a token from the session token issuer', async () => {
    const { accessToken } = await sut.app.get(SessionTokenIssuer).issueFor({ id: '6d1f5b8e-7a59-4a55-9d0e-1b2c3d4e5f60', email: 'maria@example.it' });
    await expect(validate(`Bearer ${accessToken}`)).resolves.toEqual({
      status: 200,
      body: { success: true, user_id: '6d1f5b8e-7a59-4a55-9d0e-1b2c3d4e5f60' },
    });
  });

  it('refuses a request without a token', async () => {
    await expect(validate()).resolves.toEqual({ status: 401, body: { success: false, message: 'Auth.Error.InvalidToken' } });
  });

  it('refuses an expired token', async () => {
    const signer = new AccessTokenSigner(sut.config.authPrivateKey!);
    const { accessToken } = await signer.issue({ userId: 'u', email: 'e@x.it' }, new Date(Date.now() - 2 * 3600_000), 3600);
    await expect(validate(`Bearer ${accessToken}`)).resolves.toEqual({ status: 401, body: { success: false, message: 'Auth.Error.TokenExpired' } });
  });

  it('refuses a token signed with another key', async () => {
    const { accessToken } = await new AccessTokenSigner(generateEs256KeyPair().privateKey).issue({ userId: 'u', email: 'e@x.it' });
    await expect(validate(`Bearer ${accessToken}`)).resolves.toEqual({ status: 401, body: { success: false, message: 'Auth.Error.InvalidToken' } });
  });

  it('refuses a token of another kind signed with the right key', async () => {
    const token = await new Es256TokenSigner(sut.config.authPrivateKey!, { issuer: 'tenant-screening', audience: 'somewhere-else' }).sign(
      {},
      { subject: 'u', expiresAt: new Date(Date.now() + 60_000) },
    );
    await expect(validate(`Bearer ${token}`)).resolves.toEqual({ status: 401, body: { success: false, message: 'Auth.Error.IncorrectTokenClaims' } });
  });

  it('refuses a malformed authorization header', async () => {
    await expect(validate('Basic dXNlcjpwYXNz')).resolves.toMatchObject({ status: 401 });
  });
});
