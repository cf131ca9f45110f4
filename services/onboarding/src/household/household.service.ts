import { ForbiddenException, Injectable } from '@nestjs/common';
import { householdSubmitted, incomeDetailsSubmitted, invitationCreated, type ApplicantUser } from '@tenant/contracts';
import { ADDITIONAL_DETAILS_SETTINGS, type ApplicantRole, type ApplicationType, type Language } from '@tenant/domain';
import type { AccessTokenClaims } from '@tenant/server-kit';
import { HOUSEHOLD_MESSAGES, type AdditionalDetailsContext, type AdditionalDetailsInput, type EmployedAdditionalInput, type OtherIncomesInput } from '@tenant/validation';
import { ApplicationAccessService } from '../applications/application-access.service.js';
import { InvitationsService } from '../applications/invitations.service.js';
import type { UnitOfWork } from '../database/transaction-runner.js';
import type { ApplicationEntity } from '../entities/application.entity.js';
import type { HouseholdPersonEntity } from '../entities/household-person.entity.js';
import type { InvitationEntity } from '../entities/invitation.entity.js';
import { ApplicantsRepository } from '../repositories/applicants.repository.js';
import { HouseholdRepository } from '../repositories/household.repository.js';
import { InvitationsRepository } from '../repositories/invitations.repository.js';
import {
  toAdditionalDetailsColumns,
  toIncomeDetails,
  toPersonDrafts,
  toPersonSummary,
  toSavedAdditionalDetails,
  toUserFields,
  type PersonDraft,
  type SavedAdditionalDetails,
} from './household.mapper.js';
import { recordAccessChanged } from '../applications/application-access-events.js';

export interface RequestContext {
  lang: Language;
  /** the application-type header of the request */
  applicationType: ApplicationType;
}

const inviteKey = (role: ApplicantRole, email: string) => `${role}|${email.toLowerCase()}`;

/**
 * The additional-details step (spec 1§3, 1§5, 1§7): stores the household the controller validated,
 * invites co-applicants and guarantors (each invitee is mailed once, after commit, from the
 * invitation/created event) and records household/submitted.
 */
@Injectable()
export class HouseholdService {
  constructor(
    private readonly access: ApplicationAccessService,
    private readonly invitations: InvitationsService,
  ) {}

  /** What the additional-details rules need to know about the application (its applicant, role and type). */
  additionalDetailsContext(caller: AccessTokenClaims, applicationId: string, request: Pick<RequestContext, 'applicationType'>): Promise<AdditionalDetailsContext> {
    return this.withHousehold(caller, applicationId, async (application, tx) => {
      const applicant = await tx.get(ApplicantsRepository).findById(application.applicantId);
      return {
        applicantName: applicant ? `${applicant.firstName} ${applicant.lastName}` : undefined,
        applicantEmail: applicant?.email,
        applicantRole: application.applicantRole as ApplicantRole,
        // hidden, and so not asked, in a mortgage application (spec 1§2)
        confirmationRequired:
          ADDITIONAL_DETAILS_SETTINGS.confirmationRequired && application.applicationType !== 'mortgage' && request.applicationType !== 'mortgage',
      };
    });
  }

  async submitAdditional(caller: AccessTokenClaims, applicationId: string, input: AdditionalDetailsInput, request: RequestContext): Promise<void> {
    await this.withHousehold(caller, applicationId, async (application, tx) => {
      await tx.get(HouseholdRepository).upsertDetails(application.id, toAdditionalDetailsColumns(input, new Date()));
      const people = await this.replacePeople(tx, application.id, toPersonDrafts(input), request.lang);
      await tx.record(
        householdSubmitted(
          {
            applicationId: application.id,
            applicantId: application.applicantId,
            employmentStatus: input.employmentStatus,
            householdMembersCount: input.householdMembersCount,
            members: people.filter((p) => p.kind === 'member').map(toPersonSummary),
            guarantors: people.filter((p) => p.kind === 'guarantor').map(toPersonSummary),
            hasIncome: input.hasIncome,
            hasPets: input.hasPets,
            accessibleHouse: input.accessibleHouse,
            livingSituation: input.livingSituation,
            currentRent: input.currentRent,
            currentDeposit: input.currentDeposit,
            rentArrears: input.rentArrears,
          },
          application.id,
        ),
      );
    });
  }

  async submitEmployedAdditional(caller: AccessTokenClaims, applicationId: string, input: EmployedAdditionalInput): Promise<void> {
    await this.saveIncomeDetails(caller, applicationId, input);
  }

  async submitOtherIncomes(caller: AccessTokenClaims, applicationId: string, input: OtherIncomesInput): Promise<void> {
    await this.saveIncomeDetails(caller, applicationId, { otherIncomes: input.otherIncomes });
  }

  /** Saves declared income details and records the whole saved picture (household/incomeDetailsSubmitted) in the same transaction. */
  private async saveIncomeDetails(caller: AccessTokenClaims, applicationId: string, fields: EmployedAdditionalInput | OtherIncomesInput): Promise<void> {
    await this.withHousehold(caller, applicationId, async (application, tx) => {
      const household = tx.get(HouseholdRepository);
      await household.upsertDetails(application.id, fields);
      const saved = await household.findDetails(application.id);
      await tx.record(incomeDetailsSubmitted({ applicationId: application.id, applicantId: application.applicantId, ...toIncomeDetails(saved) }, application.id));
    });
  }

  /** What was saved, to fill the form again; null before the first save. */
  additionalOf(caller: AccessTokenClaims, applicationId: string): Promise<SavedAdditionalDetails | null> {
    return this.access.withApplication(caller, applicationId, (application, tx) => this.savedOf(application.id, tx.get(HouseholdRepository)));
  }

  /**
   * The saved household as fields of the state's user (spec 1§3 User), in the unit of work that checked
   * the caller may read the application; none before the first save.
   */
  async userFieldsOf(tx: UnitOfWork, applicationId: string): Promise<Partial<ApplicantUser>> {
    const saved = await this.savedOf(applicationId, tx.get(HouseholdRepository));
    return saved ? toUserFields(saved) : {};
  }

  private async savedOf(applicationId: string, household: HouseholdRepository): Promise<SavedAdditionalDetails | null> {
    const details = await household.findDetails(applicationId);
    if (!details?.employmentStatus) return null;
    return toSavedAdditionalDetails({ ...details, employmentStatus: details.employmentStatus }, await household.findPeople(applicationId));
  }

  /**
   * The household belongs to the application: only its owner writes it (an invited co-applicant or
   * guarantor fills their own application). Guarantors skip this step (spec 1§4, 1§6) and cannot add
   * co-applicants, so a guarantor's application is refused.
   */
  private withHousehold<T>(caller: AccessTokenClaims, applicationId: string, work: (application: ApplicationEntity, tx: UnitOfWork) => Promise<T>): Promise<T> {
    return this.access.withApplication(caller, applicationId, (application, tx) => {
      if (application.applicantRole === 'guarantor') throw new ForbiddenException(HOUSEHOLD_MESSAGES.guarantorCannotAddCoApplicants);
      return work(application, tx);
    });
  }

  /**
   * Replaces the application's household. A person invited before keeps their invitation (no second
   * mail); a new invitee gets a new one-time invitation; unused invitations of people removed are withdrawn.
   */
  private async replacePeople(tx: UnitOfWork, applicationId: string, drafts: PersonDraft[], lang: Language): Promise<HouseholdPersonEntity[]> {
    const household = tx.get(HouseholdRepository);
    const previous = await household.findPeople(applicationId);
    const previousInvitations = await tx.get(InvitationsRepository).findByIds(previous.flatMap((p) => (p.invitationId ? [p.invitationId] : [])));
    const kept = new Map<string, { invitation: InvitationEntity; mailedAt: Date | null }>();
    for (const invitation of previousInvitations) {
      if (!invitation.email) continue;
      const person = previous.find((p) => p.invitationId === invitation.id);
      kept.set(inviteKey(invitation.applicantRole as ApplicantRole, invitation.email), { invitation, mailedAt: person?.invitationMailedAt ?? null });
    }

    await household.deletePeople(applicationId);
    const saved: HouseholdPersonEntity[] = [];
    for (const [position, draft] of drafts.entries()) {
      let invitationId: string | null = null;
      let mailedAt: Date | null = null;
      if (draft.invite && draft.email) {
        const key = inviteKey(draft.invite, draft.email);
        const reused = kept.get(key);
        if (reused) {
          kept.delete(key);
          ({ id: invitationId } = reused.invitation);
          mailedAt = reused.mailedAt;
        } else {
          const invitation = await this.invitations.create({ applicationId, applicantRole: draft.invite, email: draft.email }, tx);
          invitationId = invitation.id;
          await tx.record(invitationCreated({ invitationId, applicationId, applicantRole: draft.invite, lang }, applicationId));
        }
      }
      saved.push(
        await household.addPerson({
          applicationId,
          kind: draft.kind,
          position,
          fullname: draft.fullname,
          email: draft.email,
          dateOfBirth: draft.dateOfBirth,
          relationship: draft.relationship,
          role: draft.role,
          invitationId,
          invitationMailedAt: mailedAt,
        }),
      );
    }
    const withdrawn = [...kept.values()].map(({ invitation }) => invitation.id);
    if (withdrawn.length) await tx.get(InvitationsRepository).deleteUnused(withdrawn);
    await recordAccessChanged(tx, applicationId);
    return saved;
  }
}
