/**
 * Registers a demo applicant with a new application and issues a real access token for them, as
 * e-mail verification will; optionally saves a step and creates an invitation to the application.
 * Prints one JSON line {"applicantId", "applicationId", "email", "accessToken", "invitationCode"?}.
 * Same environment as the onboarding service (DATABASE_URL, AUTH_PRIVATE_KEY, AUTH_PUBLIC_KEY).
 * The e2e tests issue sessions in their own process through `openDemoSessionIssuer` (one database
 * pool per Playwright worker) instead of starting this script for each session.
 *
 *   node services/onboarding/dist-test/test/tooling/issue-demo-session.js --email maria@example.it [--first-name Maria]
 *     [--last-name Rossi] [--employment-status Employed] [--application-type rent] [--listing-id L-1]
 *     [--step 4 --step-router personal-details] [--invite-email g@example.it --invite-role guarantor]
 */
import 'reflect-metadata';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { ApplicantRole } from '@tenant/domain';
import { Outbox, createServiceDataSource, loadServerConfig, validateRequest, type ServerConfig } from '@tenant/server-kit';
import type { DataSource } from 'typeorm';
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

export interface DemoSessionOptions {
  email: string;
  firstName?: string;
  lastName?: string;
  mobile?: string;
  employmentStatus?: string;
  applicationType?: string;
  listingId?: string;
  step?: number | string;
  stepRouter?: string;
  inviteEmail?: string;
  inviteRole?: string;
}

export interface DemoSession {
  applicantId: string;
  applicationId: string;
  email: string;
  accessToken: string;
  invitationCode?: string;
}

/** Registers the applicant (e-mail verified), saves the step and the invitation asked for, and signs their access token. */
async function issueDemoSession(dataSource: DataSource, config: ServerConfig, options: DemoSessionOptions): Promise<DemoSession> {
  const { manager } = dataSource;
  const transactions = new TransactionRunner(dataSource, new Outbox(onboardingDatabase.name));
  const access = new ApplicationAccessService(transactions);
  const invitations = new InvitationsService(new InvitationsRepository(manager));
  const applications = new ApplicationsService(transactions, new ApplicantsRepository(manager));
  const registered = await applications.register({
    firstName: options.firstName ?? 'Maria',
    lastName: options.lastName ?? 'Rossi',
    email: options.email,
    mobile: options.mobile,
    employmentStatus: options.employmentStatus ?? 'Employed',
    applicationType: options.applicationType ?? 'rent',
    listingId: options.listingId,
  });
  await applications.markEmailVerified(registered.applicantId);
  const caller = { userId: registered.applicantId, email: registered.email };
  if (options.step !== undefined || options.stepRouter !== undefined) {
    const step = validateRequest(updateStepSchema, { step: options.step === undefined ? undefined : String(options.step), step_router: options.stepRouter });
    const states = new ApplicationStateService(
      access,
      new PersonalDetailsService(access),
      new CurrentAddressService(access),
      new HouseholdService(access, invitations),
      new MortgageInfoService(access),
    );
    await states.updateStep(caller, registered.applicationId, step);
  }
  const invitation = options.inviteEmail
    ? await invitations.create({
        applicationId: registered.applicationId,
        applicantRole: (options.inviteRole ?? 'guarantor') as ApplicantRole,
        email: options.inviteEmail,
      })
    : undefined;
  const { accessToken } = await new SessionTokenIssuer(config, new ApplicationsRepository(manager)).issueFor({ id: registered.applicantId, email: registered.email });
  return { ...registered, accessToken, invitationCode: invitation?.code };
}

/** Opens a small pool on the onboarding database of `env` (the service's variables) and issues sessions through it until closed. */
export async function openDemoSessionIssuer(env: NodeJS.ProcessEnv): Promise<{ issue: (options: DemoSessionOptions) => Promise<DemoSession>; close: () => Promise<void> }> {
  const config = loadServerConfig(env, { portVariable: 'ONBOARDING_PORT', defaultPort: 4301 });
  const dataSource = await createServiceDataSource(config.databaseUrl, { ...onboardingDatabase, poolSize: 2 });
  return { issue: (options) => issueDemoSession(dataSource, config, options), close: () => dataSource.destroy() };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      mobile: { type: 'string' },
      'employment-status': { type: 'string' },
      'application-type': { type: 'string' },
      'listing-id': { type: 'string' },
      step: { type: 'string' },
      'step-router': { type: 'string' },
      'invite-email': { type: 'string' },
      'invite-role': { type: 'string' },
    },
  });
  if (!values.email) throw new Error('usage: --email ADDRESS [options]; see the header of this file');
  const issuer = await openDemoSessionIssuer(process.env);
  try {
    const session = await issuer.issue({
      email: values.email,
      firstName: values['first-name'],
      lastName: values['last-name'],
      mobile: values.mobile,
      employmentStatus: values['employment-status'],
      applicationType: values['application-type'],
      listingId: values['listing-id'],
      step: values.step,
      stepRouter: values['step-router'],
      inviteEmail: values['invite-email'],
      inviteRole: values['invite-role'],
    });
    process.stdout.write(`${JSON.stringify(session)}\n`);
  } finally {
    await issuer.close();
  }
}

// run as a script (node …/issue-demo-session.js), not when imported by the e2e tests
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
