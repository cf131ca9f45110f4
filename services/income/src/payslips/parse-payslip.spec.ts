import { ITALIAN_EMPLOYEE, italianPayslipSpec, payslipFixture } from '@tenant/documents-fixtures';
import type { ParseContext } from '../documents/parse-context.js';
import type { DocumentEntity } from '../entities/document.entity.js';
import { readPayslipFile } from './read-payslip-file.js';
import { parsePayslip } from './parse-payslip.js';

const NEW_EMPLOYER = { name: 'VERDI COSTRUZIONI S.P.A.', street: 'Via Po 1', city: '10100 Torino TO', taxNumber: '01234567897' };
const APPLICANT = 'applicant-mario';

describe('parsePayslip: another employer is compared with the uploader’s own payslips only', () => {
  let earlier: ParseContext['earlierPayslips'][number];
  let newJob: Uint8Array;

  beforeAll(async () => {
    const september = await readPayslipFile(await payslipFixture('zucchetti', italianPayslipSpec({ period: '2025-09' })));
    earlier = { id: 'september', sha256: september.inspection.sha256, extraction: september.reading!.payslip, applicantId: APPLICANT };
    newJob = await payslipFixture('teamsystem', italianPayslipSpec({ period: '2025-10', employer: NEW_EMPLOYER }));
  }, 60_000);

  const parse = (applicantId: string) =>
    parsePayslip({ id: 'october', applicantId } as DocumentEntity, newJob, {
      applicant: { firstName: ITALIAN_EMPLOYEE.firstName, lastName: ITALIAN_EMPLOYEE.lastName, fiscalCode: null } as ParseContext['applicant'],
      today: '2025-11-20',
      earlierStatements: [],
      earlierPayslips: [earlier],
    });

  it('warns when the same applicant’s earlier payslip names another employer', async () => {
    const { findings } = await parse(APPLICANT);
    expect(findings).toEqual([
      { key: 'Payslip.Warning.EmployerChanged', level: 'warning', source: 'october', params: { employer: expect.stringMatching(/VERDI COSTRUZIONI/i), expected: expect.stringMatching(/ROSSI E BIANCHI/i) } },
    ]);
  });

  it('says nothing when the earlier payslip is a co-applicant’s', async () => {
    expect((await parse('applicant-giulia')).findings).toEqual([]);
  });
});
