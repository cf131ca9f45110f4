import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity documents and their bytes moved to the income service (one documents pipeline, issue 10);
 * the income service creates its documents and stored_files tables in its own schema. The product is
 * not live, so no rows are copied across. Applications made before application/accessChanged existed
 * get that event now, so the income service knows who may open them.
 */
export class MoveDocumentsToIncome1700000009000 implements MigrationInterface {
  name = 'MoveDocumentsToIncome1700000009000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE identity_documents');
    await queryRunner.query('DROP TABLE stored_files');
    await queryRunner.query(`
      INSERT INTO outbox (type, payload, meta)
      SELECT 'application/accessChanged',
             jsonb_build_object('applicationId', application.id, 'ownerApplicantId', application.applicant_id,
               'invitedEmails', coalesce((SELECT jsonb_agg(DISTINCT lower(invitation.email)) FROM invitations invitation
                                           WHERE invitation.application_id = application.id AND invitation.email IS NOT NULL), '[]'::jsonb)),
             jsonb_build_object('applicationId', application.id, 'occurredAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'version', 1)
        FROM applications application`);
  }

  /** The documents live in the income service now; going back would leave them there. */
  async down(): Promise<void> {
    throw new Error('MoveDocumentsToIncome1700000009000 cannot be reverted: identity documents are the income service’s');
  }
}
