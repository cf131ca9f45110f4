import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { mortgageInfoSubmitted, type ApplicantUser, type MortgageInfo } from '@tenant/contracts';
import type { AccessTokenClaims } from '@tenant/server-kit';
import { DECLARATION_MESSAGES, type MortgageInfoInput } from '@tenant/validation';
import { ApplicationAccessService } from '../applications/application-access.service.js';
import type { UnitOfWork } from '../database/transaction-runner.js';
import { DeclarationsRepository } from '../repositories/declarations.repository.js';
import { toMortgageInfo, toMortgageInfoColumns, toUserMortgageInfo } from './mortgage-info.mapper.js';

/**
 * The mortgage-info step (spec 2§2, 2§4, 2§5, 2§7): stores the mortgage responses the controller
 * validated, with the figures computed here, and records mortgage/infoSubmitted. The mortgage documents
 * live in the income service; the screen removes them itself when the answer becomes 'no property'.
 */
@Injectable()
export class MortgageInfoService {
  constructor(
    private readonly access: ApplicationAccessService,
  ) {}

  async submit(caller: AccessTokenClaims, applicationId: string, input: MortgageInfoInput): Promise<MortgageInfo> {
    return this.access.withApplication(caller, applicationId, async (application, tx) => {
      if (application.applicationType !== 'mortgage') throw new UnprocessableEntityException(DECLARATION_MESSAGES.notMortgage);
      const columns = toMortgageInfoColumns(application.id, input, new Date());
      await tx.get(DeclarationsRepository).saveMortgageInfo(columns);
      const info = toMortgageInfo(columns);
      await tx.record(mortgageInfoSubmitted({ applicationId: application.id, ...info }, application.id));
      return info;
    });
  }

  /** What was saved, to fill the step again; null before the first save. */
  infoOf(caller: AccessTokenClaims, applicationId: string): Promise<MortgageInfo | null> {
    return this.access.withApplication(caller, applicationId, async (application, tx) => {
      const saved = await tx.get(DeclarationsRepository).mortgageInfoOf(application.id);
      return saved ? toMortgageInfo(saved) : null;
    });
  }

  /** The saved responses as the state's user field mortgage_info (spec 1§3), in the caller's unit of work; none before the first save. */
  async userFieldsOf(tx: UnitOfWork, applicationId: string): Promise<Partial<ApplicantUser>> {
    const saved = await tx.get(DeclarationsRepository).mortgageInfoOf(applicationId);
    return saved ? { mortgage_info: toUserMortgageInfo(toMortgageInfo(saved)) } : {};
  }
}
