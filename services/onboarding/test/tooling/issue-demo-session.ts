/**
 * Registers a demo applicant with a new application and issues a real access token for them, as
 * e-mail verification will; optionally saves a step and creates an invitation to the application.
 * Prints one JSON line {"applicantId", "applicationId", "email", "accessToken", "invitationCode"?}.
 * Same environment as the onboarding service (DATABASE_URL, AUTH_PRIVATE_KEY, AUTH_PUBLIC_KEY).
 *
 *   node services/onboarding/dist-test/test/tooling/issue-demo-session.js --email maria@example.it [--first-name Maria]
 *     [--last-name Rossi] [--employment-status Employed] [--application-type rent] [--listing-id L-1]
 *     [--step 4 --step-router personal-details] [--invite-email g@example.it --invite-role guarantor]
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import type { ApplicantRole } from '@tenant/domain';
import { Outbox, createServiceDataSource, loadServerConfig, validateRequest } from '@tenant/server-kit';
import { updateStepSchema } from '@tenant/validation';
import { ApplicationAccessService } from '../../src/applications/application-access.service.js';
import { ApplicationsService } from '../../src/applications/applications.service.js';
import { InvitationsService } from '../../src/applications/invitations.service.js';
import { SessionTokenIssuer } from '../../src/applications/session-token-issuer.service.js';
import { ApplicationsRepository } from '../../src/repositories/applications.repository.js';
import { TransactionRunner } from '../../src/database/transaction-runner.js';
import { HouseholdService } from '../../src/household/household.service.js';
import { MortgageInfoService } from '../../src/mortgage-info/mortgage-info.service.js';
import { onboardingDatabase } from '../../src/onboarding-database.js';
import { CurrentAddressService } from '../../src/personal-details/current-address.service.js';
import { PersonalDetailsService } from '../../src/personal-details/personal-details.service.js';
import { ApplicantsRepository } from '../../src/repositories/applicants.repository.js';
import { InvitationsRepository } from '../../src/repositories/invitations.repository.js';
import { ApplicationStateService } from '../../src/state/application-state.service.js';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string', default: 'Maria' },
      'last-name': { type: 'string', default: 'Rossi' },
      mobile: { type: 'string' },
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
    const { manager } = dataSource;
    const transactions = new TransactionRunner(dataSource, new Outbox(onboardingDatabase.name));
    const access = new ApplicationAccessService(transactions);
    const invitations = new InvitationsService(new InvitationsRepository(manager));
    const applications = new ApplicationsService(transactions, new ApplicantsRepository(manager));
    const registered = await applications.register({
      firstName: values['first-name'],
      lastName: values['last-name'],
      email: values.email,
      mobile: values.mobile,
      employmentStatus: values['employment-status'],
      applicationType: values['application-type'],
      listingId: values['listing-id'],
    });
    await applications.markEmailVerified(registered.applicantId);
    const caller = { userId: registered.applicantId, email: registered.email };
    if (values.step !== undefined || values['step-router'] !== undefined) {
      const step = validateRequest(updateStepSchema, { step: values.step, step_router: values['step-router'] });
      const states = new ApplicationStateService(
        access,
        new PersonalDetailsService(access),
        new CurrentAddressService(access),
        new HouseholdService(access, invitations),
        new MortgageInfoService(access),
      );
      await states.updateStep(caller, registered.applicationId, step);
    }
    const invitation = values['invite-email']
      ? await invitations.create({
          applicationId: registered.applicationId,
          applicantRole: values['invite-role'] as ApplicantRole,
          email: values['invite-email'],
        })
      : undefined;
    const { accessToken } = await new SessionTokenIssuer(config, new ApplicationsRepository(manager)).issueFor({ id: registered.applicantId, email: registered.email });
    process.stdout.write(`${JSON.stringify({ ...registered, accessToken, invitationCode: invitation?.code })}\n`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
