import { SIGNUP_MESSAGES } from '@tenant/validation';
import type { CompanyEntity } from '../entities/company.entity.js';
import type { CompaniesRepository } from '../repositories/companies.repository.js';
import { DEMO_COMPANIES } from '../seed/listings.seed.js';
import { signPartnerLink } from './partner-link-signing.js';
import { PartnerSignaturesService } from './partner-signatures.service.js';

describe(PartnerSignaturesService.name, () => {
  const demo = DEMO_COMPANIES.find((company) => company.signingSecret)!;
  const companyWith = (signingSecret: string) =>
    ({ findWithSigningSecret: async () => ({ id: demo.id, partnerId: demo.partnerId, signingSecret }) as CompanyEntity }) as unknown as CompaniesRepository;
  const linkSignedWith = (secret: string) =>
    signPartnerLink({ partner_id: demo.partnerId!, listing_id: '1004', first_name: 'Anna', last_name: 'Neri', email: 'anna@example.it', exp: Math.floor(Date.now() / 1000) + 600 }, secret);

  it('accepts the demo partner’s published secret only where development tools are on', async () => {
    const sig = linkSignedWith(demo.signingSecret!);
    await expect(new PartnerSignaturesService(companyWith(demo.signingSecret!), { devTools: true }).verify(sig)).resolves.toMatchObject({ companyId: demo.id });
    await expect(new PartnerSignaturesService(companyWith(demo.signingSecret!), { devTools: false }).verify(sig)).rejects.toMatchObject({
      status: 403,
      response: expect.objectContaining({ message: SIGNUP_MESSAGES.invalidSignature }),
    });
  });

  it('accepts a partner’s own secret without development tools', async () => {
    const secret = 'a-secret-handed-over-out-of-band';
    await expect(new PartnerSignaturesService(companyWith(secret), { devTools: false }).verify(linkSignedWith(secret))).resolves.toMatchObject({ partnerId: demo.partnerId });
  });
});
