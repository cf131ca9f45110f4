import { incomeSummaryChanged } from '@tenant/contracts';
import type { UnitOfWork } from '../database/transaction-runner.js';
import { ApplicantProfilesRepository } from '../repositories/applicant-profiles.repository.js';
import { DocumentsRepository } from '../repositories/documents.repository.js';
import { incomeSummaryOf } from './income-summary.js';

/** Records income/summaryChanged with the application's summary as this transaction leaves it (a parse or a delete). */
export async function recordIncomeSummary(tx: UnitOfWork, applicationId: string): Promise<void> {
  const documents = await tx.get(DocumentsRepository).listOf(applicationId);
  const facts = await tx.get(ApplicantProfilesRepository).factsOfUploaders(applicationId, documents);
  await tx.record(incomeSummaryChanged({ applicationId, summary: incomeSummaryOf(documents, facts) }, applicationId));
}
