import { Injectable } from '@nestjs/common';
import type { Listing } from '@tenant/contracts';
import { API_BASE_PATH } from '@tenant/domain';
import { fileURLToPath } from 'node:url';
import { isUuid } from '../applications/ids.js';
import type { ListingEntity } from '../entities/listing.entity.js';
import { CompaniesRepository } from '../repositories/companies.repository.js';

/** Where the partner logo files live (assets/company-logos beside src and dist). */
export const COMPANY_LOGO_DIR = fileURLToPath(new URL('../../assets/company-logos/', import.meta.url));

export const companyLogoPath = (partnerUuid: string) => `${API_BASE_PATH}/v1/workflow/company-logo/${partnerUuid}`;

const LOGO_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png' };

export interface CompanyLogo {
  file: string;
  contentType: string;
}

/** The origin of a company site (the schema admits only http(s) addresses), or null when it does not parse. */
const siteOrigin = (url: string | null): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

const toListing = (entity: ListingEntity): Listing => {
  const company = entity.company;
  return {
    id: entity.id,
    listingUuid: entity.listingUuid,
    name: entity.name,
    address: entity.address,
    monthlyRent: entity.monthlyRent === null ? null : Number(entity.monthlyRent),
    country: entity.country,
    lanPays: entity.lanPays,
    company: company
      ? {
          logo: company.logoFile ? companyLogoPath(company.partnerUuid) : null,
          url: company.url,
          partnerUuid: company.partnerUuid,
          visualPrimaryColor: company.visualPrimaryColor,
          visualSecondaryColor: company.visualSecondaryColor,
          visualBackgroundColor: company.visualBackgroundColor,
          visualHeaderColor: company.visualHeaderColor,
          termsUrl: company.termsUrl,
          privacyUrl: company.privacyUrl,
        }
      : null,
  };
};

/** Listings and their partner companies (spec 1§3 Listing). */
@Injectable()
export class ListingsService {
  constructor(private readonly companies: CompaniesRepository) {}

  /** The listing by its number or its listingUuid, or null. */
  async find(listingId: string): Promise<Listing | null> {
    const where = isUuid(listingId) ? { listingUuid: listingId.toLowerCase() } : { id: Number(listingId) };
    const entity = await this.companies.findListing(where);
    return entity ? toListing(entity) : null;
  }

  /** The origins of the partner companies' sites: the pages that may embed the product (spec 1§2 parent-window events). */
  async companySiteOrigins(): Promise<string[]> {
    const companies = await this.companies.siteUrls();
    return [...new Set(companies.map((company) => siteOrigin(company.url)).filter((origin): origin is string => origin !== null))].sort();
  }

  /** The logo file of a partner, or null when it has none. */
  async companyLogo(partnerUuid: string): Promise<CompanyLogo | null> {
    if (!isUuid(partnerUuid)) return null;
    const company = await this.companies.findByPartnerUuid(partnerUuid.toLowerCase());
    const extension = company?.logoFile?.split('.').pop();
    if (!company?.logoFile || !extension || !LOGO_TYPES[extension]) return null;
    return { file: company.logoFile, contentType: LOGO_TYPES[extension] };
  }
}
