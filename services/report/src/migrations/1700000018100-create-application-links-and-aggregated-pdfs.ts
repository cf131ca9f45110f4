import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which applications joined which (onboarding's application/linked: an invited co-applicant or
 * guarantor and the application that invited them), and the aggregated PDFs of a main report with
 * the latest reports of its linked applications, kept per main report for the set of parts printed.
 */
export class CreateApplicationLinksAndAggregatedPdfs1700000018100 implements MigrationInterface {
  name = 'CreateApplicationLinksAndAggregatedPdfs1700000018100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE application_links (
        application_id uuid PRIMARY KEY,
        main_application_id uuid NOT NULL,
        applicant_role text NOT NULL,
        linked_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX application_links_main_idx ON application_links (main_application_id)');
    await queryRunner.query(`
      CREATE TABLE aggregated_report_pdfs (
        main_report_id uuid PRIMARY KEY REFERENCES report_documents (report_id) ON DELETE CASCADE,
        part_report_ids text NOT NULL,
        certificate_id uuid NOT NULL,
        pdf bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE aggregated_report_pdfs');
    await queryRunner.query('DROP TABLE application_links');
  }
}
