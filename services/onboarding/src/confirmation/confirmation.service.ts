import { Injectable } from '@nestjs/common';
import { veridicityDeclared, type ConfirmationResponse } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import type { AccessTokenClaims } from '@tenant/server-kit';
import { isIP } from 'node:net';
import { ApplicationAccessService } from '../applications/application-access.service.js';
import { ApplicantsRepository } from '../repositories/applicants.repository.js';
import { DeclarationsRepository } from '../repositories/declarations.repository.js';

/** How the declaration reached the service: its evidence besides the time. */
export interface DeclarationEvidence {
  lang: Language;
  /** the request's client address (Express req.ip, so TRUST_PROXY decides whose X-Forwarded-For counts) */
  clientIp: string | undefined;
  userAgent: string | undefined;
}

const USER_AGENT_MAX_LENGTH = 512;

/**
 * The confirmation step (spec 2§2, 2§4, 2§5): the applicant declares the application's information
 * true. Each declaration is kept, with the name it showed, the time and the client address, as evidence;
 * the report learns of it from confirmation/veridicityDeclared.
 */
@Injectable()
export class ConfirmationService {
  constructor(private readonly access: ApplicationAccessService) {}

  /** Whether this application was declared true, and when last. */
  stateOf(caller: AccessTokenClaims, applicationId: string): Promise<Omit<ConfirmationResponse, 'success'>> {
    return this.access.withApplication(caller, applicationId, async (application, tx) => {
      const last = await tx.get(DeclarationsRepository).lastVeridicityDeclaration(application.id);
      return { confirmed: last !== null, confirmedAt: last?.declaredAt.toISOString() ?? null };
    });
  }

  /** Records a declaration of the application's own applicant (the controller checked the box was ticked). */
  async declare(caller: AccessTokenClaims, applicationId: string, evidence: DeclarationEvidence): Promise<void> {
    await this.access.withApplication(caller, applicationId, async (application, tx) => {
      const applicant = await tx.get(ApplicantsRepository).findById(application.applicantId);
      const fullName = [applicant?.firstName, applicant?.lastName].filter(Boolean).join(' ').trim() || null;
      const declaration = await tx.get(DeclarationsRepository).addVeridicityDeclaration({
        applicationId: application.id,
        applicantId: application.applicantId,
        fullName,
        lang: evidence.lang,
        clientIp: evidence.clientIp && isIP(evidence.clientIp) ? evidence.clientIp : null,
        userAgent: evidence.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) || null,
      });
      await tx.record(
        veridicityDeclared(
          { applicationId: application.id, applicantId: application.applicantId, fullName, declaredAt: declaration.declaredAt.toISOString() },
          application.id,
        ),
      );
    });
  }
}
