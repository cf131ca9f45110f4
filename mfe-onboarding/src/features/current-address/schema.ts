import type { ApplicantUser } from '@tenant/contracts';
import type { Region } from '@tenant/domain';

export { currentAddressSchema } from '@tenant/validation';

/** The current-address form (spec 1§2). */
export interface CurrentAddressValues {
  country: string;
  street: string;
  houseNum: string;
  postcode: string;
  city: string;
  province: string;
  state: string;
}

/** What was saved; else the personal-details address; else the region's country. */
export const currentAddressValuesOf = (user: ApplicantUser, region: Region): CurrentAddressValues => {
  const fallback = user.personal_address;
  return {
    country: user.current_country ?? fallback?.country ?? region.toUpperCase(),
    street: user.current_street ?? fallback?.street ?? '',
    houseNum: user.current_house_num ?? fallback?.houseNum ?? '',
    postcode: user.current_postcode ?? fallback?.postcode ?? '',
    city: user.current_city ?? fallback?.city ?? '',
    province: user.current_province ?? fallback?.province ?? '',
    state: user.current_state ?? fallback?.state ?? '',
  };
};
