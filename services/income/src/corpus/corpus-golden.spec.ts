import { corpusDocuments } from './corpus-documents.js';
import { scorePayslip, type PayslipTruth } from './score-payslip.js';
import { scoreStatement, type StatementTruth } from './score-statement.js';

// The real documents of services/income/corpus (see its README and SOURCES.md): each one's reading
// must equal its ground truth, and a document the product does not read must never look verified.
describe('the corpus of real bank statements', () => {
  const statements = corpusDocuments<StatementTruth>('statements');

  it('holds statements of several banks of both countries', () => {
    expect(new Set(statements.map((document) => document.issuer)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(statements.map((document) => document.country))).toEqual(new Set(['DE', 'IT']));
  });

  it.each(statements.map((document) => [document.id, document] as const))('%s is read as its ground truth says', (_id, document) => {
    const score = scoreStatement(document);
    const truth = document.truth;
    if (truth.expect === 'read') {
      const statement = score.reading?.statement;
      expect({
        period: statement && { from: statement.periodFrom, to: statement.periodTo },
        openingBalance: statement?.openingBalance,
        closingBalance: statement?.closingBalance,
        transactions: statement?.transactions.map(({ bookingDate, amount }) => ({ bookingDate, amount })),
      }).toEqual({ period: truth.period, openingBalance: truth.openingBalance, closingBalance: truth.closingBalance, transactions: truth.transactions });
    }
    expect(Object.values(score.fields)).not.toContain(false);
    expect(score.right).toBe(true);
    expect(score.verifiedWrong).toBe(false);
  });
});

describe('the corpus of real payslips', () => {
  const payslips = corpusDocuments<PayslipTruth>('payslips');

  it.each(payslips.map((document) => [document.id, document] as const))('%s is read as its ground truth says', (_id, document) => {
    const score = scorePayslip(document);
    const truth = document.truth;
    if (truth.expect === 'read') {
      const payslip = score.reading?.payslip;
      expect({ period: payslip?.period, netPay: payslip?.net_pay, grossPay: payslip?.gross_pay }).toEqual({ period: truth.period, netPay: truth.netPay, grossPay: truth.grossPay });
    }
    expect(Object.values(score.fields)).not.toContain(false);
    expect(score.verifiedWrong).toBe(false);
  });
});
