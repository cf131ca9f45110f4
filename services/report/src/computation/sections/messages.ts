import type { DocumentFinding, ReportAggregatedMessage, ReportCheck, ReportNationalId } from '@tenant/contracts';
import type { ReportInputs } from '../inputs.js';
import { documentsOf, hasFinding, raised } from './documents-of.js';
import type { IncomeFacts } from './income-facts.js';
import { identityOf } from './identity.js';

/** A finding's values, which its message's text shows ("The rent paid (€850.00 a month)…"). */
const paramsOf = (finding: DocumentFinding) => (finding.params ? { params: finding.params } : {});

/**
 * Aggregated messages (spec 2§3, 2§8): every finding of the documents and of the checks across them,
 * plus the report's own flags, once per message (an error outranks the same message as a warning),
 * errors first, then in the order found. The view numbers them and links each to the cells whose msg
 * is the same key.
 */
export function aggregatedMessagesOf(inputs: ReportInputs, facts: IncomeFacts, nationalIds: ReportNationalId[]): ReportAggregatedMessage[] {
  const raised: ReportAggregatedMessage[] = [
    ...inputs.documents.flatMap((document) => document.findings.map((finding) => ({ msg: finding.key, type: finding.level, source: document.documentType, ...paramsOf(finding) }))),
    ...(inputs.income?.findings ?? []).map((finding) => ({ msg: finding.key, type: finding.level, source: finding.source === 'statements' ? 'bank_statement' : finding.source, ...paramsOf(finding) })),
    ...nationalIds.flatMap((id) => (id.error_msg === 'Report.Flag.IdExpired' ? [{ msg: id.error_msg, type: 'error' as const, source: 'national_id' }] : [])),
    ...(inputs.documents.length && facts.netMonthly <= 0 ? [{ msg: 'Report.Flag.NoIncomeDetected', type: 'warning' as const, source: 'employment' }] : []),
  ];
  const byMsg = new Map<string, ReportAggregatedMessage>();
  for (const message of raised) {
    const known = byMsg.get(message.msg);
    if (!known || (known.type === 'warning' && message.type === 'error')) byMsg.set(message.msg, known ? { ...known, type: 'error', source: message.source } : message);
  }
  const unique = [...byMsg.values()];
  return [...unique.filter((message) => message.type === 'error'), ...unique.filter((message) => message.type === 'warning')];
}

/** What was checked (spec 2§2 contents: identity, statement holder, recency, anti-fraud, consecutive months; payslips; address) and whether it passed. */
export function checksOf(inputs: ReportInputs, rapid: boolean): ReportCheck[] {
  const statements = documentsOf(inputs, 'bank_statement');
  const payslips = documentsOf(inputs, 'payslip');
  const summaryHas = (pattern: RegExp) => (inputs.income?.findings ?? []).some((finding) => pattern.test(finding.key));
  // the one identity statement (identityOf): an identity document read is not an identification (spec 2§2 income check);
  // the rapid report has no personal identity (spec 2§2 rapid view)
  const checks: ReportCheck[] = rapid ? [] : [{ translation_key: 'Report.Check.Identity', passed: identityOf(inputs).value }];
  if (statements.length) {
    checks.push(
      { translation_key: 'Report.Check.StatementHolder', passed: !hasFinding(statements, 'BankAccts.Error.NameMismatch', 'BankAccts.Error.TaxIdMismatch') },
      { translation_key: 'Report.Check.StatementRecency', passed: !hasFinding(statements, 'BankAccts.Error.NotRecent') && !summaryHas(/NotRecent/) },
      { translation_key: 'Report.Check.AntiFraud', passed: !statements.some((document) => document.findings.some((finding) => finding.key.startsWith('BankAccts.Error.NotOriginal') && finding.level === 'error')) },
      { translation_key: 'Report.Check.ConsecutiveMonths', passed: !summaryHas(/Coverage/) },
    );
  }
  if (payslips.length) {
    checks.push(
      { translation_key: 'Report.Check.Payslips', passed: !raised(inputs, payslips, 'Payslip.Error.NameMismatch', 'Payslip.Error.FiscalCodeMismatch') },
      { translation_key: 'Report.Check.Employer', passed: !raised(inputs, payslips, 'Payslip.Error.EmployerMismatch', 'Payslip.Warning.EmployerChanged') },
    );
  }
  if (inputs.currentAddress || inputs.personal?.address) checks.push({ translation_key: 'Report.Check.Address', passed: !!(inputs.currentAddress ?? inputs.personal?.address)?.postcode });
  return checks;
}
