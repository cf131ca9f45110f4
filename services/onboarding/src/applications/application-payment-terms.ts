import { applicationCompanySet, applicationPaymentTermsSet } from '@tenant/contracts';
import type { ApplicationType } from '@tenant/domain';
import type { UnitOfWork } from '../database/transaction-runner.js';
import type { ListingEntity } from '../entities/listing.entity.js';
import { CompaniesRepository } from '../repositories/companies.repository.js';
import { isUuid } from './ids.js';

interface NewApplication {
  id: string;
  applicationType: string;
  listingId: string | null;
}

/**
 * The listing an application names (by uuid or number), with its company. A listing id that names no
 * listing is a general application (spec 2§4 Partner entry): null.
 */
async function listingOf(tx: UnitOfWork, listingId: string | null): Promise<ListingEntity | null> {
  const where = !listingId ? null : isUuid(listingId) ? { listingUuid: listingId.toLowerCase() } : /^\d{1,9}$/.test(listingId) ? { id: Number(listingId) } : null;
  return where ? tx.get(CompaniesRepository).findListing(where) : null;
}

/** A numeric column (pg gives it as text) in euros. */
const euros = (amount: string | null): number | null => (amount === null ? null : Number(amount));

/**
 * Records, in a new application's transaction, what other services need to know of its listing without
 * reading our tables: application/paymentTermsSet (the listing's lanPays and its company's billing
 * settings, for the payment service) and application/companySet (whose staff may review it, spec 2§6).
 */
export async function recordListingTerms(tx: UnitOfWork, application: NewApplication): Promise<void> {
  const listing = await listingOf(tx, application.listingId);
  await tx.record(
    applicationPaymentTermsSet(
      {
        applicationId: application.id,
        applicationType: application.applicationType as ApplicationType,
        listingId: listing ? String(listing.id) : null,
        lanPays: listing?.lanPays ?? false,
        partnerPays: listing?.company?.paysReports ?? false,
        rentalPassPartner: listing?.company?.rentalPassPartner ?? false,
        listing: listing
          ? {
              name: listing.name,
              address: listing.address,
              price: euros(listing.monthlyRent),
              currentRent: euros(listing.currentRent),
              deposit: euros(listing.deposit),
              companyName: listing.company?.name ?? null,
            }
          : null,
      },
      application.id,
    ),
  );
  if (listing?.companyId) await tx.record(applicationCompanySet({ applicationId: application.id, companyId: String(listing.companyId) }, application.id));
}
