import { applicationAccessChanged } from '@tenant/contracts';
import type { UnitOfWork } from '../database/transaction-runner.js';
import { ApplicationsRepository } from '../repositories/applications.repository.js';

/**
 * Records application/accessChanged with the application's whole access list, in the transaction that
 * changed it, so other services keep their copy of who may open it (DESIGN §4: no reading of our tables).
 */
export async function recordAccessChanged(tx: UnitOfWork, applicationId: string): Promise<void> {
  const access = await tx.get(ApplicationsRepository).accessListOf(applicationId);
  if (access) await tx.record(applicationAccessChanged({ applicationId, ...access }, applicationId));
}
