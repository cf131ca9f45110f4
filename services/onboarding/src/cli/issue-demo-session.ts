/**
 * Registers a demo applicant with a new application and issues a real access token for them, as
 * e-mail verification will; optionally saves a step and creates an invitation to the application.
 * Prints one JSON line {"applicantId", "applicationId", "email", "accessToken", "invitationCode"?}.
 * Same environment as the onboarding service (DATABASE_URL, AUTH_PRIVATE_KEY, AUTH_PUBLIC_KEY).
 *
 *   node services/onboarding/dist/cli/issue-demo-session.js --email maria@example.it [--first-name Maria]
 *     [--last-name Rossi] [--employment-status Employed] [--application-type rent] [--listing-id L-1]
 *     [--step 4 --step-router personal-details] [--invite-email g@example.it --invite-role guarantor]
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import type { ApplicantRole } from '@tenant/domain';
import { Outbox, createServiceDataSource, loadServerConfig, validateRequest } from '@tenant/server-kit';
import { updateStepSchema } from '@tenant/validation';
import { onboardingDatabase } from '../onboarding-database.js';
import { ApplicationAccessService } from '../services/application-access.service.js';
import { ApplicationStateService } from '../services/application-state.service.js';
import { ApplicationsService } from '../services/applications.service.js';
import { CurrentAddressService } from '../services/current-address.service.js';
import { HouseholdService } from '../services/household.service.js';
import { InvitationsService } from '../services/invitations.service.js';
import { PersonalDetailsService } from '../services/personal-details.service.js';
import { SessionTokenIssuer } from '../services/session-token-issuer.service.js';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string', default: 'Maria' },
      'last-name': { type: 'string', default: 'Rossi' },
      'employment-status': { type: 'string', default: 'Employed' },
      'application-type': { type: 'string', default: 'rent' },
      'listing-id': { type: 'string' },
      step: { type: 'string' },
      'step-router': { type: 'string' },
      'invite-email': { type: 'string' },
      'invite-role': { type: 'string', default: 'guarantor' },
    },
  });
  if (!values.email) throw new Error('usage: --email ADDRESS [options]; see the header of this file');
  const config = loadServerConfig(process.env, { portVariable: 'ONBOARDING_PORT', defaultPort: 4301 });
  const dataSource = await createServiceDataSource(config.databaseUrl, { ...onboardingDatabase, poolSize: 2 });
  try {
    const applications = new ApplicationsService(dataSource, new Outbox(onboardingDatabase.name));
    const registered = await applications.register({
      firstName: values['first-name'],
      lastName: values['last-name'],
      email: values.email,
      employmentStatus: values['employment-status'],
      applicationType: values['application-type'],
      listingId: values['listing-id'],
    });
    await applications.markEmailVerified(registered.applicantId);
    const caller = { userId: registered.applicantId, email: registered.email };
    if (values.step !== undefined || values['step-router'] !== undefined) {
      const step = validateRequest(updateStepSchema, { step: values.step, step_router: values['step-router'] });
      const access = new ApplicationAccessService(dataSource);
      const outbox = new Outbox(onboardingDatabase.name);
      const states = new ApplicationStateService(
        dataSource,
        access,
        new PersonalDetailsService(dataSource, access, outbox),
        new CurrentAddressService(dataSource, access, outbox),
        new HouseholdService(dataSource, access, new InvitationsService(dataSource), outbox),
      );
      await states.updateStep(caller, registered.applicationId, step);
    }
    const invitation = values['invite-email']
      ? await new InvitationsService(dataSource).create({
          applicationId: registered.applicationId,
          applicantRole: values['invite-role'] as ApplicantRole,
          email: values['invite-email'],
        })
      : undefined;
    const { accessToken } = await new SessionTokenIssuer(config).issueFor({ id: registered.applicantId, email: registered.email });
    process.stdout.write(`${JSON.stringify({ ...registered, accessToken, invitationCode: invitation?.code })}\n`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
