import { createAction } from '@reduxjs/toolkit';
import type { ApiEnvelope } from './api-envelope.js';

// Listing: the route’s rental listing and its partner company (spec 1§3 Listing).

/** Branding and identity of a partner company (spec 1§3 Listing.company). Colours are CSS hex values. */
export interface ListingCompany {
  /** address of the logo image (also the page icon); null when the partner has none */
  logo: string | null;
  url: string | null;
  partnerUuid: string;
  visualPrimaryColor: string | null;
  visualSecondaryColor: string | null;
  visualBackgroundColor: string | null;
  visualHeaderColor: string | null;
  /** the partner's own terms and privacy pages, which its applicants accept instead of the product's (spec 1§2 Sign-up); both or neither */
  termsUrl: string | null;
  privacyUrl: string | null;
}

/** A rental listing (spec 1§3): with lanPays the payment step is skipped. */
export interface Listing {
  id: number;
  listingUuid: string;
  // Added by issue 22, optional so a remote or shell also reads an onboarding service released before it.
  /** what the applicant applies for, shown from the first screen */
  name?: string;
  address?: string;
  /** euros a month; null when not given */
  monthlyRent?: number | null;
  /** the property's country (ISO alpha-2): it decides the market, the visitor's IP only without a listing */
  country?: string | null;
  company: ListingCompany | null;
  lanPays: boolean;
}

/** GET /api/v1/workflow/listing-info (spec 1§7) */
export interface ListingInfoResponse extends ApiEnvelope {
  listing?: Listing;
}

/** The route names another listing; the shell asks the onboarding service for it. */
export const listingRequested = createAction<{ listingId: string }>('listing/requested');

/** The listing of the route is known: partner branding applies, lanPays skips payment. */
export const listingLoaded = createAction<{ listing: Listing }>('listing/loaded');

/** The route names a listing that does not exist: a general application will be submitted. */
export const listingNotFound = createAction<{ listingId: string }>('listing/notFound');

/** The listing could not be loaded for another reason (server down): logged only, no branding (spec 1§8). */
export const listingLoadFailed = createAction<{ listingId: string }>('listing/loadFailed');
