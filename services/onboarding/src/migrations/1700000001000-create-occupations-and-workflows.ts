import type { MigrationInterface, QueryRunner } from 'typeorm';
import { OCCUPATION_SEEDS, incomeCheckFieldsOf } from '../seed/occupations.seed.js';
import { WORKFLOW_SEEDS } from '../seed/workflows.seed.js';

export class CreateOccupationsAndWorkflows1700000001000 implements MigrationInterface {
  name = 'CreateOccupationsAndWorkflows1700000001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE occupations (
        id serial PRIMARY KEY,
        audience text NOT NULL CHECK (audience IN ('applicant', 'guarantor')),
        ref text NOT NULL,
        key text NOT NULL,
        description text NOT NULL,
        icon text NOT NULL,
        hidden boolean NOT NULL DEFAULT false,
        position integer NOT NULL,
        documents jsonb NOT NULL,
        income_check_fields jsonb NOT NULL,
        UNIQUE (audience, ref)
      )`);
    await queryRunner.query(`
      CREATE TABLE workflows (
        id serial PRIMARY KEY,
        occupation_ref text NOT NULL,
        application_type text NOT NULL,
        steps jsonb NOT NULL,
        UNIQUE (occupation_ref, application_type)
      )`);
    for (const [position, o] of OCCUPATION_SEEDS.entries()) {
      await queryRunner.query(
        `INSERT INTO occupations (audience, ref, key, description, icon, hidden, position, documents, income_check_fields)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [o.audience, o.ref, o.key, o.description, o.icon, o.hidden, position, JSON.stringify(o.documents), JSON.stringify(incomeCheckFieldsOf(o.documents))],
      );
    }
    for (const w of WORKFLOW_SEEDS) {
      await queryRunner.query(`INSERT INTO workflows (occupation_ref, application_type, steps) VALUES ($1, $2, $3)`, [
        w.occupationRef,
        w.applicationType,
        JSON.stringify(w.steps),
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE workflows');
    await queryRunner.query('DROP TABLE occupations');
  }
}
