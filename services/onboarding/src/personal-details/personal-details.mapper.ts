import type { ApplicantUser, PostalAddress } from '@tenant/contracts';
import { birthDateToIso, isoToBirthDate, type CurrentAddressInput, type PersonalDetailsAllInput, type PersonalDetailsBasicInput } from '@tenant/validation';
import type { CurrentAddressEntity } from '../entities/current-address.entity.js';
import type { PersonalDetailsEntity } from '../entities/personal-details.entity.js';
import type { CurrentAddressFields, PersonalDetailsFields } from '../repositories/personal-details.repository.js';

// The one mapping of the personal-details step (with the current address) between the API fields,
// the entity columns and the state's user fields (spec 1§3 User).

/** API → entity: sub-step 1 (the birth date is entered dd/mm/yyyy and stored ISO). */
export const toBasicColumns = (input: PersonalDetailsBasicInput): PersonalDetailsFields => ({
  fiscalCode: input.fiscalCode ?? null,
  nationality: input.nationality,
  dateOfBirth: birthDateToIso(input.dateOfBirth),
  placeOfBirth: input.placeOfBirth,
});

/** API → entity: the whole step, sub-step 1 and the address block. */
export const toAllColumns = (input: PersonalDetailsAllInput): PersonalDetailsFields => ({ ...toBasicColumns(input), ...toAddressColumns(input) });

/** Entity → the postal address, when every required part of it is saved. */
export const toPostalAddress = (details: PersonalDetailsEntity): PostalAddress | null =>
  details.country && details.street && details.houseNum && details.postcode && details.city
    ? {
        country: details.country,
        street: details.street,
        houseNum: details.houseNum,
        postcode: details.postcode,
        city: details.city,
        province: details.province,
        state: details.state,
      }
    : null;

/** Entity → the state's user fields. */
export function toPersonalUserFields(details: PersonalDetailsEntity): Partial<ApplicantUser> {
  const address = toPostalAddress(details);
  return {
    fiscal_code: details.fiscalCode,
    nationality: details.nationality,
    date_of_birth: details.dateOfBirth ? isoToBirthDate(details.dateOfBirth) : null,
    birth_city: details.placeOfBirth,
    personal_details_sub_step: details.subStep,
    personal_address: address ? { ...address, province: address.province ?? undefined, state: address.state ?? undefined } : null,
  };
}

/** API → entity: an address block (the personal address or the current address). */
export const toAddressColumns = (input: CurrentAddressInput): CurrentAddressFields => ({
  country: input.country,
  street: input.street,
  houseNum: input.houseNum,
  postcode: input.postcode,
  city: input.city,
  province: input.province ?? null,
  state: input.state ?? null,
});

/** Entity → the state's user fields current_*. */
export const toCurrentAddressUserFields = (address: CurrentAddressEntity): Partial<ApplicantUser> => ({
  current_country: address.country,
  current_street: address.street,
  current_house_num: address.houseNum,
  current_city: address.city,
  current_postcode: address.postcode,
  current_province: address.province,
  current_state: address.state,
});
