import type { ApplicantUser } from '@tenant/contracts';
import type { Region } from '@tenant/domain';

export { nationalitySchema, personalDetailsAllSchema, personalDetailsBasicSchema } from '@tenant/validation';

/** The form of the personal-details step outside Germany; the address block belongs to sub-step 2. */
export interface PersonalDetailsValues {
  fiscalCode: string;
  nationality: string;
  dateOfBirth: string;
  placeOfBirth: string;
  street: string;
  houseNum: string;
  city: string;
  postcode: string;
  country: string;
  province: string;
  state: string;
}

export const BASIC_FIELDS = ['fiscalCode', 'nationality', 'dateOfBirth', 'placeOfBirth'] as const;

/** The form's starting values: what was saved, else the region's country for the address. */
export const personalDetailsValuesOf = (user: ApplicantUser, region: Region): PersonalDetailsValues => ({
  fiscalCode: user.fiscal_code ?? '',
  nationality: user.nationality ?? '',
  dateOfBirth: user.date_of_birth ?? '',
  placeOfBirth: user.birth_city ?? '',
  street: user.personal_address?.street ?? '',
  houseNum: user.personal_address?.houseNum ?? '',
  city: user.personal_address?.city ?? '',
  postcode: user.personal_address?.postcode ?? '',
  country: user.personal_address?.country ?? region.toUpperCase(),
  province: user.personal_address?.province ?? '',
  state: user.personal_address?.state ?? '',
});
