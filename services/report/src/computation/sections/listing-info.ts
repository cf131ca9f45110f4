import type { ReportListingInfo } from '@tenant/contracts';
import type { ReportInputs } from '../inputs.js';

/** The listing applied for (spec 2§2 listing details, 2§3 listing_info), as onboarding announced it. */
export function listingInfoOf(inputs: ReportInputs): ReportListingInfo {
  const listing = inputs.terms?.listing ?? null;
  return {
    company_name: listing?.companyName ?? null,
    listing_name: listing?.name ?? null,
    address: listing?.address ?? null,
    price: listing?.price ?? null,
    current_rent: listing?.currentRent ?? null,
    deposit: listing?.deposit ?? null,
  };
}

/** The monthly rent the affordability is measured against: the listing's price; null without one. */
export const rentAppliedFor = (inputs: ReportInputs): number | null => inputs.terms?.listing?.price ?? null;
