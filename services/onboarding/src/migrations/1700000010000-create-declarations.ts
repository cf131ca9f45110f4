import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The declaration of veridicity (evidence, one row per declaration) and the mortgage information (spec 2§2, 2§3). */
export class CreateDeclarations1700000010000 implements MigrationInterface {
  name = 'CreateDeclarations1700000010000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE veridicity_declarations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
        full_name text,
        lang text NOT NULL,
        client_ip inet,
        user_agent text,
        declared_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX veridicity_declarations_application_idx ON veridicity_declarations (application_id, declared_at)');
    await queryRunner.query(`
      CREATE TABLE mortgage_info (
        application_id uuid PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
        identified_property boolean NOT NULL,
        property_value numeric(11, 2) CHECK (property_value > 0),
        property_type text CHECK (property_type IN ('house', 'apartment', 'land', 'other')),
        loan_amount numeric(11, 2) CHECK (loan_amount > 0 AND loan_amount <= property_value),
        funds numeric(11, 2) CHECK (funds >= 0),
        loan_percentage integer CHECK (loan_percentage BETWEEN 0 AND 100),
        sources_of_fund text[] NOT NULL DEFAULT '{}',
        need_financing boolean NOT NULL,
        confirmed_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (identified_property OR (property_value IS NULL AND property_type IS NULL AND loan_amount IS NULL AND cardinality(sources_of_fund) = 0))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE mortgage_info');
    await queryRunner.query('DROP TABLE veridicity_declarations');
  }
}
