import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DELETED_APPLICATIONS_TABLE } from './deleted-applications.js';

/** A service's record of deleted applications (DeletedApplications), in its schema: late events of them are dropped. */
export class CreateDeletedApplications1700000018000 implements MigrationInterface {
  name = 'CreateDeletedApplications1700000018000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(DELETED_APPLICATIONS_TABLE);
    await queryRunner.query('CREATE INDEX deleted_applications_deleted_at_idx ON deleted_applications (deleted_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE deleted_applications');
  }
}
