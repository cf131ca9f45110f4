/**
 * Prints a signed partner entry link (spec 2§4) the way a partner builds it, with the secret stored for
 * that partner's company. For demos and the end-to-end journeys; partners do the same on their side.
 * Same environment as the onboarding service (DATABASE_URL, PUBLIC_URL).
 *
 *   node services/onboarding/dist/cli/sign-partner-link.js --partner-id rapidrent-demo --email a@b.it \
 *     [--first-name Anna] [--last-name Neri] [--listing-id 1004] [--lang en] [--ttl-seconds 600]
 * Prints one JSON line {"sig", "url"}.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { createServiceDataSource, loadServerConfig } from '@tenant/server-kit';
import { onboardingDatabase } from '../onboarding-database.js';
import { signPartnerLink } from '../sign-up/partner-link-signing.js';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'partner-id': { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string', default: 'Anna' },
      'last-name': { type: 'string', default: 'Neri' },
      'listing-id': { type: 'string' },
      lang: { type: 'string', default: 'en' },
      'ttl-seconds': { type: 'string', default: '600' },
    },
  });
  if (!values['partner-id'] || !values.email) throw new Error('usage: --partner-id ID --email ADDRESS [options]; see the header of this file');
  const config = loadServerConfig(process.env, { portVariable: 'ONBOARDING_PORT', defaultPort: 4301 });
  const dataSource = await createServiceDataSource(config.databaseUrl, { ...onboardingDatabase, poolSize: 1 });
  try {
    const rows = (await dataSource.query('SELECT signing_secret FROM companies WHERE partner_id = $1', [values['partner-id']])) as Array<{ signing_secret: string | null }>;
    const secret = rows[0]?.signing_secret;
    if (!secret) throw new Error(`no signing secret for partner ${values['partner-id']}`);
    const sig = signPartnerLink(
      {
        partner_id: values['partner-id'],
        listing_id: values['listing-id'] ?? null,
        first_name: values['first-name'],
        last_name: values['last-name'],
        email: values.email,
        exp: Math.floor(Date.now() / 1000) + Number(values['ttl-seconds']),
      },
      secret,
    );
    const path = [values.lang, 'rapid', 'partner-entry-point', values['listing-id']].filter(Boolean).join('/');
    process.stdout.write(`${JSON.stringify({ sig, url: `${config.publicUrl}/${path}?sig=${sig}` })}\n`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
