import {
  TENANCY_CHECK_INSOLVENCY_YEARS,
  TENANCY_CHECK_LEGAL_PROCEEDINGS_YEARS,
  TENANCY_CHECK_ON_TIME_RENT_MONTHS,
  TENANCY_CHECK_RENT_ARREARS_YEARS,
} from '@tenant/domain';

export interface QuestionSeed {
  code: string;
  key: string;
  params: Record<string, number>;
}

const question = (code: string, name: string, params: Record<string, number> = {}): QuestionSeed => ({ code, key: `PersonalDetailsSD.Question.${name}`, params });

/** The 14 self-disclosure topics of spec 1§2 in their order, with the tenancy-check periods of spec 2§9. */
export const QUESTIONNAIRE_SEEDS: QuestionSeed[] = [
  question('insolvency', 'Insolvency', { years: TENANCY_CHECK_INSOLVENCY_YEARS }),
  question('garnishments', 'Garnishments'),
  question('landlord-proceedings', 'LandlordProceedings', { years: TENANCY_CHECK_LEGAL_PROCEEDINGS_YEARS }),
  question('commercial-use', 'CommercialUse'),
  question('extra-occupants', 'ExtraOccupants'),
  question('musical-instrument', 'MusicalInstrument'),
  question('pets', 'Pets'),
  question('disturbing-hobbies', 'DisturbingHobbies'),
  question('tenancy-ended-by', 'TenancyEndedBy'),
  question('rent-arrears', 'RentArrears', { years: TENANCY_CHECK_RENT_ARREARS_YEARS }),
  question('wbs-certificate', 'WbsCertificate'),
  question('social-benefits', 'SocialBenefits'),
  question('able-to-pay', 'AbleToPay'),
  question('on-time-rent', 'OnTimeRent', { months: TENANCY_CHECK_ON_TIME_RENT_MONTHS }),
];
