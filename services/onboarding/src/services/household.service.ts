import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { householdSubmitted, invitationCreated } from '@tenant/contracts';
import type { AdditionalDetailsRequest, AdditionalDetailsResponse, ApplicantUser } from '@tenant/contracts';
import { ADDITIONAL_DETAILS_SETTINGS, DEFAULT_HOUSEHOLD_MEMBER_ROLE, type ApplicantRole, type ApplicationType, type Language } from '@tenant/domain';
import { Outbox, validateRequest, type AccessTokenClaims } from '@tenant/server-kit';
import {
  HOUSEHOLD_MESSAGES,
  additionalDetailsSchema,
  employedAdditionalSchema,
  otherIncomesSchema,
  type AdditionalDetailsContext,
  type AdditionalDetailsInput,
} from '@tenant/validation';
import type { DataSource, EntityManager } from 'typeorm';
import { IsNull, In } from 'typeorm';
import { AdditionalDetailsEntity } from '../entities/additional-details.entity.js';
import { ApplicantEntity } from '../entities/applicant.entity.js';
import type { ApplicationEntity } from '../entities/application.entity.js';
import { HouseholdPersonEntity, type HouseholdPersonKind } from '../entities/household-person.entity.js';
import { InvitationEntity } from '../entities/invitation.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { ApplicationAccessService } from './application-access.service.js';
import { InvitationsService } from './invitations.service.js';

export interface RequestContext {
  lang: Language;
  /** the application-type header of the request */
  applicationType: ApplicationType;
}

interface PersonDraft {
  kind: HouseholdPersonKind;
  fullname: string;
  email: string | null;
  dateOfBirth: string | null;
  relationship: string;
  role: string;
  /** the invitation role, when this person is invited */
  invite: ApplicantRole | null;
}

const inviteKey = (role: ApplicantRole, email: string) => `${role}|${email.toLowerCase()}`;

/**
 * The additional-details step (spec 1§3, 1§5, 1§7): validates with the form's schemas, stores the
 * household, invites co-applicants and guarantors (each invitee is mailed once, after commit, from the
 * invitation/created event) and records household/submitted.
 */
@Injectable()
export class HouseholdService {
  constructor(
    @InjectDataSource(ONBOARDING_DATABASE) private readonly dataSource: DataSource,
    private readonly access: ApplicationAccessService,
    private readonly invitations: InvitationsService,
    private readonly outbox: Outbox,
  ) {}

  async submitAdditional(caller: AccessTokenClaims, applicationId: string, body: unknown, request: RequestContext): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const application = await this.requireHouseholdAccess(caller, applicationId, manager);
      const applicant = await manager.findOneBy(ApplicantEntity, { id: application.applicantId });
      const context: AdditionalDetailsContext = {
        applicantName: applicant ? `${applicant.firstName} ${applicant.lastName}` : undefined,
        applicantEmail: applicant?.email,
        applicantRole: application.applicantRole as ApplicantRole,
        // hidden, and so not asked, in a mortgage application (spec 1§2)
        confirmationRequired:
          ADDITIONAL_DETAILS_SETTINGS.confirmationRequired && application.applicationType !== 'mortgage' && request.applicationType !== 'mortgage',
      };
      const input = validateRequest(additionalDetailsSchema, body ?? {}, 'body', context);
      await this.saveDetails(manager, application.id, input);
      const people = await this.replacePeople(manager, application.id, this.draftsOf(input), request.lang);
      await this.outbox.record(
        manager,
        householdSubmitted(
          {
            applicationId: application.id,
            employmentStatus: input.employmentStatus,
            householdMembersCount: input.householdMembersCount,
            members: people.filter((p) => p.kind === 'member').map(summary),
            guarantors: people.filter((p) => p.kind === 'guarantor').map(summary),
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

  async submitEmployedAdditional(caller: AccessTokenClaims, applicationId: string, body: unknown): Promise<void> {
    const input = validateRequest(employedAdditionalSchema, body ?? {});
    await this.dataSource.transaction(async (manager) => {
      const application = await this.requireHouseholdAccess(caller, applicationId, manager);
      await manager.upsert(AdditionalDetailsEntity, { applicationId: application.id, ...input }, ['applicationId']);
    });
  }

  async submitOtherIncomes(caller: AccessTokenClaims, applicationId: string, body: unknown): Promise<void> {
    const input = validateRequest(otherIncomesSchema, body ?? {}, 'body', { otherIncomeOptions: ADDITIONAL_DETAILS_SETTINGS.otherIncomeOptions });
    await this.dataSource.transaction(async (manager) => {
      const application = await this.requireHouseholdAccess(caller, applicationId, manager);
      await manager.upsert(AdditionalDetailsEntity, { applicationId: application.id, otherIncomes: input.otherIncomes }, ['applicationId']);
    });
  }

  /** What was saved, to fill the form again; null before the first save. */
  async additionalOf(caller: AccessTokenClaims, applicationId: string): Promise<AdditionalDetailsResponse['data']> {
    const application = await this.access.requireAccess(caller, applicationId);
    return this.savedOf(application.id);
  }

  /**
   * The saved household as fields of the state's user (spec 1§3 User), for an application the caller
   * may read; none before the first save.
   */
  async userFieldsOf(applicationId: string): Promise<Partial<ApplicantUser>> {
    const saved = await this.savedOf(applicationId);
    if (!saved) return {};
    return {
      household_members_count: saved.householdMembersCount,
      hh_members: saved.hhMembers,
      guarantors: saved.guarantors,
      has_pets: saved.hasPets,
      pets_details: saved.petsDetails,
      accessible_house: saved.accessibleHouse,
      living_situation: saved.livingSituation,
      current_rent: saved.currentRent,
      current_deposit: saved.currentDeposit,
      rent_arrears: saved.rentArrears,
      landlord_name: saved.landlordName,
      tenancy_start_date: saved.tenancyStartDate,
      tenancy_end_date: saved.tenancyEndDate,
      extra_tenancy_info: saved.extraTenancyInfo,
      type_of_contract: saved.typeOfContract ?? null,
      paychecks_per_year: saved.paychecksPerYear ?? null,
      other_incomes: saved.otherIncomes,
    };
  }

  private async savedOf(applicationId: string): Promise<AdditionalDetailsResponse['data']> {
    const details = await this.dataSource.getRepository(AdditionalDetailsEntity).findOneBy({ applicationId });
    if (!details?.employmentStatus) return null;
    const people = await this.dataSource.getRepository(HouseholdPersonEntity).find({ where: { applicationId }, order: { position: 'ASC' } });
    const data: AdditionalDetailsRequest & { typeOfContract?: string; paychecksPerYear?: number; otherIncomes: string } = {
      employmentStatus: details.employmentStatus,
      householdMembersCount: details.householdMembersCount ?? '',
      hhMembers: people
        .filter((p) => p.kind === 'member')
        .map((p) => ({ fullname: p.fullname, email: p.email ?? '', date_of_birth: p.dateOfBirth ?? '', relationship: p.relationship, role: p.role })),
      guarantors: people
        .filter((p) => p.kind === 'guarantor')
        .map((p) => ({ fullname: p.fullname, email: p.email ?? '', relationship: p.relationship, role: p.role })),
      hasIncome: details.hasIncome,
      hasPets: details.hasPets,
      petsDetails: details.petsDetails,
      accessibleHouse: details.accessibleHouse,
      livingSituation: details.livingSituation ?? '',
      currentRent: details.currentRent ?? 0,
      currentDeposit: details.currentDeposit ?? 0,
      rentArrears: details.rentArrears ?? 0,
      rentArrearsExplanation: details.rentArrearsExplanation,
      landlordName: details.landlordName,
      tenancyStartDate: details.tenancyStartDate,
      tenancyEndDate: details.tenancyEndDate,
      extraTenancyInfo: details.extraTenancyInfo,
      confirmation: details.confirmedAt !== null,
      otherIncomes: details.otherIncomes,
    };
    if (details.typeOfContract) data.typeOfContract = details.typeOfContract;
    if (details.paychecksPerYear) data.paychecksPerYear = details.paychecksPerYear;
    return data;
  }

  /**
   * The household belongs to the application: only its owner writes it (an invited co-applicant or
   * guarantor fills their own application). Guarantors skip this step (spec 1§4, 1§6) and cannot add
   * co-applicants, so a guarantor's application is refused.
   */
  private async requireHouseholdAccess(caller: AccessTokenClaims, applicationId: string, manager: EntityManager): Promise<ApplicationEntity> {
    const application = await this.access.requireAccess(caller, applicationId, manager, 'owner');
    if (application.applicantRole === 'guarantor') throw new ForbiddenException(HOUSEHOLD_MESSAGES.guarantorCannotAddCoApplicants);
    return application;
  }

  private async saveDetails(manager: EntityManager, applicationId: string, input: AdditionalDetailsInput): Promise<void> {
    await manager.upsert(
      AdditionalDetailsEntity,
      {
        applicationId,
        employmentStatus: input.employmentStatus,
        householdMembersCount: input.householdMembersCount,
        hasIncome: input.hasIncome,
        hasPets: input.hasPets,
        petsDetails: input.hasPets ? input.petsDetails : '',
        accessibleHouse: input.accessibleHouse,
        livingSituation: input.livingSituation,
        currentRent: input.currentRent,
        currentDeposit: input.currentDeposit,
        rentArrears: input.rentArrears,
        rentArrearsExplanation: input.rentArrears > 0 ? input.rentArrearsExplanation : '',
        landlordName: input.landlordName,
        tenancyStartDate: input.tenancyStartDate,
        tenancyEndDate: input.tenancyEndDate,
        extraTenancyInfo: input.extraTenancyInfo,
        confirmedAt: input.confirmation ? new Date() : null,
        ...(input.hasIncome ? {} : { otherIncomes: '' }),
      },
      ['applicationId'],
    );
  }

  private draftsOf(input: AdditionalDetailsInput): PersonDraft[] {
    return [
      ...input.hhMembers.map(
        (m): PersonDraft => ({
          kind: 'member',
          fullname: m.fullname,
          email: m.email || null,
          dateOfBirth: m.date_of_birth,
          relationship: m.relationship,
          role: m.role,
          invite: m.role === DEFAULT_HOUSEHOLD_MEMBER_ROLE && m.email ? 'co-applicant' : null,
        }),
      ),
      ...input.guarantors.map(
        (g): PersonDraft => ({ kind: 'guarantor', fullname: g.fullname, email: g.email, dateOfBirth: null, relationship: g.relationship, role: g.role, invite: 'guarantor' }),
      ),
    ];
  }

  /**
   * Replaces the application's household. A person invited before keeps their invitation (no second
   * mail); a new invitee gets a new one-time invitation; unused invitations of people removed are withdrawn.
   */
  private async replacePeople(manager: EntityManager, applicationId: string, drafts: PersonDraft[], lang: Language): Promise<HouseholdPersonEntity[]> {
    const previous = await manager.find(HouseholdPersonEntity, { where: { applicationId } });
    const previousInvitations = previous.length
      ? await manager.find(InvitationEntity, { where: { id: In(previous.flatMap((p) => (p.invitationId ? [p.invitationId] : []))) } })
      : [];
    const kept = new Map<string, { invitation: InvitationEntity; mailedAt: Date | null }>();
    for (const invitation of previousInvitations) {
      if (!invitation.email) continue;
      const person = previous.find((p) => p.invitationId === invitation.id);
      kept.set(inviteKey(invitation.applicantRole as ApplicantRole, invitation.email), { invitation, mailedAt: person?.invitationMailedAt ?? null });
    }

    await manager.delete(HouseholdPersonEntity, { applicationId });
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
          const invitation = await this.invitations.create({ applicationId, applicantRole: draft.invite, email: draft.email }, manager);
          invitationId = invitation.id;
          await this.outbox.record(manager, invitationCreated({ invitationId, applicationId, applicantRole: draft.invite, lang }, applicationId));
        }
      }
      saved.push(
        await manager.save(
          manager.create(HouseholdPersonEntity, {
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
        ),
      );
    }
    const withdrawn = [...kept.values()].map(({ invitation }) => invitation.id);
    if (withdrawn.length) await manager.delete(InvitationEntity, { id: In(withdrawn), usedAt: IsNull() });
    return saved;
  }
}

const summary = (person: HouseholdPersonEntity) => ({
  fullname: person.fullname,
  relationship: person.relationship,
  role: person.role,
  invited: person.invitationId !== null,
});
