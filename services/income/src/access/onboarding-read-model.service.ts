import { Injectable, type OnModuleInit } from '@nestjs/common';
import { applicantRegistered, applicationAccessChanged, householdSubmitted, incomeDetailsSubmitted, personalDetailsSubmitted } from '@tenant/contracts';
import { ApplicationAccessCopy, EventBus, inTransactionUnlessApplicationDeleted, type UnitOfWork } from '@tenant/server-kit';
import { TransactionRunner } from '../database/transaction-runner.js';
import { ApplicantProfilesRepository, type ProfileFields } from '../repositories/applicant-profiles.repository.js';
import { DocumentsRepository } from '../repositories/documents.repository.js';
import { queueParse } from '../documents/parse-queue.js';
import type { ApplicantFacts } from '../applicants/applicant-facts.js';

export const INCOME_SUBSCRIBER = 'income';

type AccessChanged = ReturnType<typeof applicationAccessChanged>;
type ApplicantRegistered = ReturnType<typeof applicantRegistered>;
type PersonalDetailsSubmitted = ReturnType<typeof personalDetailsSubmitted>;
type HouseholdSubmitted = ReturnType<typeof householdSubmitted>;
type IncomeDetailsSubmitted = ReturnType<typeof incomeDetailsSubmitted>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The facts the checks compare a person's documents with: when one changes, the documents are checked again. */
const COMPARED_FACTS = ['firstName', 'lastName', 'fiscalCode', 'dateOfBirth', 'placeOfBirth', 'nationality'] as const satisfies readonly (keyof ApplicantFacts)[];

/**
 * The income service's copy of what onboarding knows and the income check needs, fed only by
 * onboarding's contract events (DESIGN §4; application/deleted: ApplicationRetentionService): who may
 * open an application, and each person's facts the checks compare their documents with (name, fiscal
 * code, birth, nationality, employment, contract, paychecks, other incomes, declared rent), one profile
 * row per application and person; a change of what documents were compared with checks them again. Every handler is idempotent (delivery is at least once) and drops
 * an event of a deleted application (one arriving after its application/deleted, on another queue).
 */
@Injectable()
export class OnboardingReadModelService implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly transactions: TransactionRunner,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe<AccessChanged>(INCOME_SUBSCRIBER, applicationAccessChanged.type, (event) => this.onAccessChanged(event));
    await this.bus.subscribe<ApplicantRegistered>(INCOME_SUBSCRIBER, applicantRegistered.type, (event) => this.onApplicantRegistered(event));
    await this.bus.subscribe<PersonalDetailsSubmitted>(INCOME_SUBSCRIBER, personalDetailsSubmitted.type, (event) => this.onPersonalDetailsSubmitted(event));
    await this.bus.subscribe<HouseholdSubmitted>(INCOME_SUBSCRIBER, householdSubmitted.type, (event) => this.onHouseholdSubmitted(event));
    await this.bus.subscribe<IncomeDetailsSubmitted>(INCOME_SUBSCRIBER, incomeDetailsSubmitted.type, (event) => this.onIncomeDetailsSubmitted(event));
  }

  onAccessChanged(event: AccessChanged): Promise<void> {
    return this.unlessDeleted(event.payload.applicationId, (tx) => tx.get(ApplicationAccessCopy).apply(event));
  }

  onApplicantRegistered({ payload }: ApplicantRegistered): Promise<void> {
    return this.mergeComparedFacts(payload.applicationId, payload.applicantId, { firstName: payload.firstName, lastName: payload.lastName });
  }

  /** Each person's own details, also an invited person's in someone else's application (their documents are compared with them). */
  onPersonalDetailsSubmitted({ payload }: PersonalDetailsSubmitted): Promise<void> {
    return this.mergeComparedFacts(payload.applicationId, payload.applicantId, {
      fiscalCode: payload.fiscalCode?.replace(/\s/g, '').toUpperCase() || null,
      dateOfBirth: payload.dateOfBirth && ISO_DATE.test(payload.dateOfBirth) ? payload.dateOfBirth : null,
      placeOfBirth: payload.placeOfBirth || null,
      nationality: payload.nationality?.toUpperCase() || null,
    });
  }

  /** The household is written by the application's owner; "no other income" answers the other-incomes question with none. */
  onHouseholdSubmitted({ payload }: HouseholdSubmitted): Promise<void> {
    return this.mergeProfile(payload.applicationId, payload.applicantId, {
      employmentStatus: payload.employmentStatus,
      declaredRent: payload.livingSituation === 'rent' && payload.currentRent > 0 ? Math.round(payload.currentRent * 100) : null,
      ...(payload.hasIncome ? {} : { otherIncomes: [] }),
    });
  }

  onIncomeDetailsSubmitted({ payload }: IncomeDetailsSubmitted): Promise<void> {
    return this.mergeProfile(payload.applicationId, payload.applicantId, {
      typeOfContract: payload.typeOfContract,
      paychecksPerYear: payload.paychecksPerYear,
      otherIncomes: payload.otherIncomes,
    });
  }

  /**
   * Facts the documents were compared with (issue 22): when they change (a corrected fiscal code or date
   * of birth), the person's parsed documents are parsed again with them in the same transaction, so
   * nobody deletes and uploads their files again. The same event delivered twice changes nothing and
   * checks nothing again.
   */
  private mergeComparedFacts(applicationId: string, applicantId: string, fields: ProfileFields): Promise<void> {
    return this.unlessDeleted(applicationId, async (tx) => {
      const profiles = tx.get(ApplicantProfilesRepository);
      const before = await profiles.factsOf(applicationId, applicantId);
      await profiles.merge(applicationId, applicantId, fields);
      const after = await profiles.factsOf(applicationId, applicantId);
      if (COMPARED_FACTS.every((fact) => before[fact] === after[fact])) return;
      for (const document of await tx.get(DocumentsRepository).reopenForRecheck(applicationId, applicantId)) await queueParse(this.bus, tx, document);
    });
  }

  private mergeProfile(applicationId: string, applicantId: string, fields: ProfileFields): Promise<void> {
    return this.unlessDeleted(applicationId, (tx) => tx.get(ApplicantProfilesRepository).merge(applicationId, applicantId, fields));
  }

  private unlessDeleted(applicationId: string, write: (tx: UnitOfWork) => Promise<void>): Promise<void> {
    return inTransactionUnlessApplicationDeleted(this.transactions, applicationId, write);
  }
}
