import type { ReportListingInfo } from '@tenant/contracts';
import type { ReportInputs } from '../inputs.js';
import type { IncomeFacts } from './income-facts.js';

/** The rent the applicant declared paying now (household step), when they rent; else null. */
export const declaredRentOf = (inputs: ReportInputs): number | null =>
  inputs.household?.livingSituation === 'rent' && inputs.household.currentRent > 0 ? inputs.household.currentRent : null;

/**
 * The listing applied for (spec 2§2 listing details, 2§3 listing_info), as onboarding announced it. Its
 * current rent is the applicant's: the rent the statements booked (IncomeFacts.detectedRent), else the
 * one they declared, and says which it is.
 */
export function listingInfoOf(inputs: ReportInputs, facts: IncomeFacts): ReportListingInfo {
  const listing = inputs.terms?.listing ?? null;
  const declared = declaredRentOf(inputs);
  return {
    company_name: listing?.companyName ?? null,
    listing_name: listing?.name ?? null,
    address: listing?.address ?? null,
    price: listing?.price ?? null,
    current_rent: facts.detectedRent ?? declared,
    current_rent_source: facts.detectedRent !== null ? 'detected' : declared !== null ? 'declared' : null,
    deposit: listing?.deposit ?? null,
  };
}

/** The monthly rent the affordability is measured against: the listing's price; null without one. */
export const rentAppliedFor = (inputs: ReportInputs): number | null => inputs.terms?.listing?.price ?? null;
