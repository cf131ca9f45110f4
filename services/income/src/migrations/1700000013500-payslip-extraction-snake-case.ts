import type { MigrationInterface, QueryRunner } from 'typeorm';

/** PayslipExtraction's fields as first stored (camelCase) and as every extraction names them now (snake_case, libs/contracts documents.ts). */
export const PAYSLIP_FIELD_RENAMES: readonly (readonly [camel: string, snake: string])[] = [
  ['employeeName', 'employee_name'],
  ['taxId', 'tax_id'],
  ['employerName', 'employer_name'],
  ['employerTaxNumber', 'employer_tax_number'],
  ['grossPay', 'gross_pay'],
  ['taxablePay', 'taxable_pay'],
  ['netPay', 'net_pay'],
  ['hiringDate', 'hiring_date'],
  ['contractType', 'contract_type'],
  ['jobTitle', 'job_title'],
  ['thirteenthMonth', 'thirteenth_month'],
  ['fourteenthMonth', 'fourteenth_month'],
];

/** Renames the keys of every stored payslip extraction (documents.extraction, kind payslip); other keys and other kinds stay as they are. */
const renameKeys = (pairs: readonly (readonly [from: string, to: string])[]): string => {
  const cases = pairs.map(([from, to]) => `WHEN '${from}' THEN '${to}'`).join(' ');
  return `UPDATE documents
     SET extraction = (SELECT jsonb_object_agg(CASE field.key ${cases} ELSE field.key END, field.value) FROM jsonb_each(extraction) AS field)
   WHERE extraction->>'kind' = 'payslip'`;
};

/** Issue 11: the payslip extraction follows the other extractions' snake_case; rows stored before are converted. */
export class PayslipExtractionSnakeCase1700000013500 implements MigrationInterface {
  name = 'PayslipExtractionSnakeCase1700000013500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(renameKeys(PAYSLIP_FIELD_RENAMES));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(renameKeys(PAYSLIP_FIELD_RENAMES.map(([camel, snake]) => [snake, camel] as const)));
  }
}
