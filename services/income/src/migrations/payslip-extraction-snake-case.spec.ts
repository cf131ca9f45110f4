import { getDataSourceToken } from '@nestjs/typeorm';
import type { PayslipExtraction } from '@tenant/contracts';
import type { DataSource } from 'typeorm';
import { startIncomeTestApp, type IncomeTestApp } from '../../test/fixtures/income-test-app.js';
import { INCOME_DATABASE } from '../income-database.js';
import { PAYSLIP_FIELD_RENAMES, PayslipExtractionSnakeCase1700000013500 } from './1700000013500-payslip-extraction-snake-case.js';

/** A payslip extraction as the first version of the reader stored it. */
const CAMEL_PAYSLIP = {
  kind: 'payslip', layout: 'zucchetti', country: 'IT', employeeName: 'ROSSI MARIO', taxId: 'RSSMRA85M01F205T', employerName: 'ROSSI E BIANCHI S.R.L.',
  employerTaxNumber: null, period: '2025-10', grossPay: 257_000, taxablePay: 233_382, netPay: 189_622, hiringDate: '2018-03-01',
  contractType: 'open-ended', level: '5°', jobTitle: 'IMPIEGATO', thirteenthMonth: false, fourteenthMonth: true,
};
const SNAKE_PAYSLIP = {
  kind: 'payslip', layout: 'zucchetti', country: 'IT', employee_name: 'ROSSI MARIO', tax_id: 'RSSMRA85M01F205T', employer_name: 'ROSSI E BIANCHI S.R.L.',
  employer_tax_number: null, period: '2025-10', gross_pay: 257_000, taxable_pay: 233_382, net_pay: 189_622, hiring_date: '2018-03-01',
  contract_type: 'open-ended', level: '5°', job_title: 'IMPIEGATO', thirteenth_month: false, fourteenth_month: true,
};
/** Another kind with a key a payslip also had: left alone. */
const FISCAL = { kind: 'fiscal', form: 'certificazione_unica', reference_year: 2025, tax_id: 'RSSMRA85M01F205T', taxId: 'kept as it is' };

describe(PayslipExtractionSnakeCase1700000013500.name, () => {
  let sut: IncomeTestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    sut = await startIncomeTestApp();
    dataSource = sut.app.get<DataSource>(getDataSourceToken(INCOME_DATABASE));
  });

  afterAll(async () => {
    await sut?.close();
  });

  const insert = async (extraction: object | null): Promise<string> => {
    const [row] = await dataSource.query(
      `INSERT INTO documents (application_id, applicant_id, type, file_name, mime_type, size_bytes, sha256, storage_key, status, parse_status, extraction)
       VALUES (gen_random_uuid(), gen_random_uuid(), 'payslip', 'p.pdf', 'application/pdf', 1, 'x', 'k', 'parsed', 'done', $1) RETURNING id`,
      [extraction === null ? null : JSON.stringify(extraction)],
    );
    return row.id;
  };
  const extractionOf = async (id: string) => (await dataSource.query('SELECT extraction FROM documents WHERE id = $1', [id]))[0].extraction;

  it('renames every field of the stored payslip extractions, and back; other kinds and rows without one are untouched', async () => {
    const payslip = await insert(CAMEL_PAYSLIP);
    const fiscal = await insert(FISCAL);
    const none = await insert(null);
    const migration = new PayslipExtractionSnakeCase1700000013500();
    const runner = dataSource.createQueryRunner();
    try {
      await migration.up(runner);
      expect(await extractionOf(payslip)).toEqual(SNAKE_PAYSLIP);
      expect(await extractionOf(fiscal)).toEqual(FISCAL);
      expect(await extractionOf(none)).toBeNull();

      await migration.up(runner);
      expect(await extractionOf(payslip)).toEqual(SNAKE_PAYSLIP);

      await migration.down(runner);
      expect(await extractionOf(payslip)).toEqual(CAMEL_PAYSLIP);
      expect(await extractionOf(fiscal)).toEqual(FISCAL);
    } finally {
      await runner.release();
    }
  });

  it('renames exactly the contract’s camelCase-born fields (the compiler checks this list against PayslipExtraction)', () => {
    const renamed: Record<Exclude<keyof PayslipExtraction, 'kind' | 'layout' | 'country' | 'period' | 'level'>, true> = {
      employee_name: true, tax_id: true, employer_name: true, employer_tax_number: true, gross_pay: true, taxable_pay: true, net_pay: true,
      hiring_date: true, contract_type: true, job_title: true, thirteenth_month: true, fourteenth_month: true,
    };
    expect(PAYSLIP_FIELD_RENAMES.map(([, snake]) => snake).sort()).toEqual(Object.keys(renamed).sort());
  });
});
