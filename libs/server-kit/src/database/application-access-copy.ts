import type { ContractEvent } from '@tenant/contracts';
import type { EntityManager } from 'typeorm';
import type { AccessTokenClaims } from '../auth/access-tokens.js';

/** The table a service keeps its copy of onboarding's access lists in (its migration runs this). */
export const APPLICATION_ACCESS_TABLE = `
  CREATE TABLE application_access (
    application_id uuid PRIMARY KEY,
    owner_applicant_id uuid NOT NULL,
    invited_emails text[] NOT NULL DEFAULT '{}',
    changed_at timestamptz NOT NULL
  )`;

/** The copy's whole access list of an application, and when onboarding changed it. */
export interface ApplicationAccessList {
  applicationId: string;
  ownerApplicantId: string;
  invitedEmails: string[];
  changedAt: Date;
}

/** Where the right to open an application comes from: the service's copy of the access list, or only the caller's token. */
export type ApplicationAccessSource = 'copy' | 'token';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether the caller may open the application (DESIGN §8, README "Who may call what"): only its owner
 * may — co-applicants and guarantors fill applications of their own, linked to it. The copy's list
 * names the caller as owner, or the token grants ownership and the copy holds no list changed after the
 * token was issued (a newer list wins). A deleted application is the caller's concern
 * (DeletedApplications): this answer knows nothing of it.
 */
export function applicationAccessBy(list: ApplicationAccessList | null, caller: AccessTokenClaims, applicationId: string): ApplicationAccessSource | null {
  if (UUID.test(caller.userId) && list?.ownerApplicantId === caller.userId) return 'copy';
  const granted = caller.applications?.[applicationId.toLowerCase()] === 'owner';
  const overruled = !!list && list.changedAt.getTime() > (caller.issuedAt?.getTime() ?? 0);
  return granted && !overruled ? 'token' : null;
}

type AccessChangedEvent = ContractEvent<{ applicationId: string; ownerApplicantId: string; invitedEmails: string[] }>;

/**
 * A service's copy of application/accessChanged (DESIGN §4: no service reads onboarding's tables), for
 * services without entities of their own for it. Works on the pool's or a transaction's EntityManager.
 */
export class ApplicationAccessCopy {
  constructor(private readonly manager: EntityManager) {}

  /** The copy's access list of the application, whoever asks. */
  async listOf(applicationId: string): Promise<ApplicationAccessList | null> {
    const rows = (await this.manager.query(
      `SELECT application_id AS "applicationId", owner_applicant_id AS "ownerApplicantId", invited_emails AS "invitedEmails", changed_at AS "changedAt"
         FROM application_access WHERE application_id = $1`,
      [applicationId],
    )) as ApplicationAccessList[];
    return rows[0] ?? null;
  }

  /** Where the caller's right to open the application comes from, or null (see applicationAccessBy). */
  async accessBy(applicationId: string, caller: AccessTokenClaims): Promise<ApplicationAccessSource | null> {
    return applicationAccessBy(await this.listOf(applicationId), caller, applicationId);
  }

  /** Applies the event unless a newer list is stored (delivery is at least once, in any order). */
  async apply({ payload, meta }: AccessChangedEvent): Promise<void> {
    await this.manager.query(
      `INSERT INTO application_access (application_id, owner_applicant_id, invited_emails, changed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (application_id) DO UPDATE SET owner_applicant_id = EXCLUDED.owner_applicant_id, invited_emails = EXCLUDED.invited_emails,
         changed_at = EXCLUDED.changed_at
       WHERE application_access.changed_at <= EXCLUDED.changed_at`,
      [payload.applicationId, payload.ownerApplicantId, payload.invitedEmails.map((email) => email.toLowerCase()), new Date(meta.occurredAt)],
    );
  }

  async delete(applicationId: string): Promise<void> {
    await this.manager.query('DELETE FROM application_access WHERE application_id = $1', [applicationId]);
  }
}
