import { Injectable, type OnModuleInit } from '@nestjs/common';
import { applicantRegistered, applicationAccessChanged, householdSubmitted, personalDetailsSubmitted } from '@tenant/contracts';
import { EventBus } from '@tenant/server-kit';
import { ApplicantProfilesRepository } from '../repositories/applicant-profiles.repository.js';
import { ApplicationAccessRepository } from '../repositories/application-access.repository.js';

export const INCOME_SUBSCRIBER = 'income';

type AccessChanged = ReturnType<typeof applicationAccessChanged>;
type ApplicantRegistered = ReturnType<typeof applicantRegistered>;
type PersonalDetailsSubmitted = ReturnType<typeof personalDetailsSubmitted>;
type HouseholdSubmitted = ReturnType<typeof householdSubmitted>;

/**
 * The income service's copy of what onboarding knows and the income check needs, fed only by
 * onboarding's contract events (DESIGN §4; application/deleted: ApplicationRetentionService): who may open an application, and the applicant's name,
 * fiscal code, employment status and declared rent for the statement checks. Every handler is
 * idempotent (delivery is at least once).
 */
@Injectable()
export class OnboardingReadModelService implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly access: ApplicationAccessRepository,
    private readonly profiles: ApplicantProfilesRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe<AccessChanged>(INCOME_SUBSCRIBER, applicationAccessChanged.type, (event) => this.onAccessChanged(event));
    await this.bus.subscribe<ApplicantRegistered>(INCOME_SUBSCRIBER, applicantRegistered.type, (event) => this.onApplicantRegistered(event));
    await this.bus.subscribe<PersonalDetailsSubmitted>(INCOME_SUBSCRIBER, personalDetailsSubmitted.type, (event) => this.onPersonalDetailsSubmitted(event));
    await this.bus.subscribe<HouseholdSubmitted>(INCOME_SUBSCRIBER, householdSubmitted.type, (event) => this.onHouseholdSubmitted(event));
  }

  async onAccessChanged({ payload, meta }: AccessChanged): Promise<void> {
    await this.access.replace({ ...payload, changedAt: new Date(meta.occurredAt) });
  }

  async onApplicantRegistered({ payload }: ApplicantRegistered): Promise<void> {
    await this.profiles.merge(payload.applicationId, { firstName: payload.firstName, lastName: payload.lastName });
  }

  /** The checks compare statements with the application owner's data; an invited person's details are theirs, not the owner's. */
  async onPersonalDetailsSubmitted({ payload }: PersonalDetailsSubmitted): Promise<void> {
    const access = await this.access.findAccessible(payload.applicationId, { userId: payload.applicantId, email: null }, 'owner');
    if (access) await this.profiles.merge(payload.applicationId, { fiscalCode: payload.fiscalCode });
  }

  async onHouseholdSubmitted({ payload }: HouseholdSubmitted): Promise<void> {
    await this.profiles.merge(payload.applicationId, {
      employmentStatus: payload.employmentStatus,
      declaredRent: payload.livingSituation === 'rent' && payload.currentRent > 0 ? Math.round(payload.currentRent * 100) : null,
    });
  }
}
