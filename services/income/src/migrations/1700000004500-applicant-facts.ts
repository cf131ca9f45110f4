import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Applicant facts per person (issue 10): applicant_profiles was one row per application (the owner's
 * facts), so a statement uploaded by an invited person was compared with the owner. It becomes one
 * row per application and applicant, with every fact the checks compare with; the rapid upload-done
 * time belongs to the application and moves to application_access.
 */
export class ApplicantFacts1700000004500 implements MigrationInterface {
  name = 'ApplicantFacts1700000004500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE application_access ADD COLUMN upload_done_at timestamptz');
    await queryRunner.query(`
      UPDATE application_access access SET upload_done_at = profile.upload_done_at
      FROM applicant_profiles profile WHERE profile.application_id = access.application_id`);
    await queryRunner.query('ALTER TABLE applicant_profiles RENAME TO applicant_profiles_by_application');
    await queryRunner.query(`
      CREATE TABLE applicant_profiles (
        application_id uuid NOT NULL,
        applicant_id uuid NOT NULL,
        first_name text,
        last_name text,
        fiscal_code text,
        date_of_birth date,
        place_of_birth text,
        nationality text,
        employment_status text,
        type_of_contract text,
        paychecks_per_year integer,
        other_incomes text[],
        declared_rent integer,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (application_id, applicant_id)
      )`);
    await queryRunner.query('CREATE INDEX applicant_profiles_applicant_idx ON applicant_profiles (applicant_id, updated_at DESC)');
    // The old rows held the owner's facts.
    await queryRunner.query(`
      INSERT INTO applicant_profiles (application_id, applicant_id, first_name, last_name, fiscal_code, employment_status, declared_rent)
      SELECT profile.application_id, access.owner_applicant_id, profile.first_name, profile.last_name, profile.fiscal_code, profile.employment_status, profile.declared_rent
      FROM applicant_profiles_by_application profile JOIN application_access access ON access.application_id = profile.application_id`);
    await queryRunner.query('DROP TABLE applicant_profiles_by_application');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE applicant_profiles RENAME TO applicant_profiles_by_person');
    await queryRunner.query(`
      CREATE TABLE applicant_profiles (
        application_id uuid PRIMARY KEY,
        first_name text,
        last_name text,
        fiscal_code text,
        employment_status text,
        declared_rent integer,
        upload_done_at timestamptz
      )`);
    await queryRunner.query(`
      INSERT INTO applicant_profiles (application_id, first_name, last_name, fiscal_code, employment_status, declared_rent, upload_done_at)
      SELECT profile.application_id, profile.first_name, profile.last_name, profile.fiscal_code, profile.employment_status, profile.declared_rent, access.upload_done_at
      FROM applicant_profiles_by_person profile JOIN application_access access
        ON access.application_id = profile.application_id AND access.owner_applicant_id = profile.applicant_id`);
    await queryRunner.query('DROP TABLE applicant_profiles_by_person');
    await queryRunner.query('ALTER TABLE application_access DROP COLUMN upload_done_at');
  }
}
