import type { MigrationInterface, QueryRunner } from 'typeorm';
import { QUESTIONNAIRE_SEEDS } from '../seed/questionnaire.seed.js';

/** Additional details, household members and guarantors, and the self-disclosure questionnaire with its 14 questions. */
export class CreateHouseholdAndQuestionnaire1700000007000 implements MigrationInterface {
  name = 'CreateHouseholdAndQuestionnaire1700000007000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE additional_details (
        application_id uuid PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
        employment_status text,
        household_members_count text,
        has_income boolean NOT NULL DEFAULT false,
        has_pets boolean NOT NULL DEFAULT false,
        pets_details text NOT NULL DEFAULT '',
        accessible_house boolean NOT NULL DEFAULT false,
        living_situation text,
        current_rent numeric(10, 2) CHECK (current_rent >= 0),
        current_deposit numeric(10, 2) CHECK (current_deposit >= 0),
        rent_arrears numeric(10, 2) CHECK (rent_arrears >= 0),
        rent_arrears_explanation text NOT NULL DEFAULT '',
        landlord_name text NOT NULL DEFAULT '',
        tenancy_start_date text NOT NULL DEFAULT '',
        tenancy_end_date text NOT NULL DEFAULT '',
        extra_tenancy_info text NOT NULL DEFAULT '',
        confirmed_at timestamptz,
        type_of_contract text,
        paychecks_per_year integer,
        other_incomes text NOT NULL DEFAULT '',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE household_people (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('member', 'guarantor')),
        position integer NOT NULL,
        fullname text NOT NULL,
        email text,
        date_of_birth text,
        relationship text NOT NULL,
        role text NOT NULL,
        invitation_id uuid REFERENCES invitations (id) ON DELETE SET NULL,
        invitation_mailed_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX household_people_application_idx ON household_people (application_id)');
    await queryRunner.query('CREATE INDEX household_people_invitation_idx ON household_people (invitation_id)');
    await queryRunner.query(`
      CREATE TABLE questionnaire_questions (
        position integer PRIMARY KEY CHECK (position BETWEEN 1 AND 99),
        code text NOT NULL UNIQUE,
        key text NOT NULL,
        params jsonb NOT NULL DEFAULT '{}'
      )`);
    await queryRunner.query(`
      CREATE TABLE questionnaire_answers (
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        question_code text NOT NULL REFERENCES questionnaire_questions (code) ON UPDATE CASCADE,
        response text NOT NULL CHECK (response IN ('YES', 'NO', 'PNTS')),
        details text NOT NULL DEFAULT '',
        PRIMARY KEY (application_id, question_code)
      )`);
    await queryRunner.query(`
      CREATE TABLE questionnaire_submissions (
        application_id uuid PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
        sincerity_accepted_at timestamptz NOT NULL,
        credit_agency_consent boolean NOT NULL,
        submitted_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const [index, seed] of QUESTIONNAIRE_SEEDS.entries()) {
      await queryRunner.query('INSERT INTO questionnaire_questions (position, code, key, params) VALUES ($1, $2, $3, $4)', [
        index + 1,
        seed.code,
        seed.key,
        JSON.stringify(seed.params),
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE questionnaire_submissions');
    await queryRunner.query('DROP TABLE questionnaire_answers');
    await queryRunner.query('DROP TABLE questionnaire_questions');
    await queryRunner.query('DROP TABLE household_people');
    await queryRunner.query('DROP TABLE additional_details');
  }
}
