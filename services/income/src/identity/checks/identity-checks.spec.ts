import type { IdentityExtraction } from '@tenant/contracts';
import type { ApplicantFacts } from '../../applicants/applicant-facts.js';
import { identityChecks } from './identity-checks.js';
import { missingIdentitySides } from './identity-sides.js';

const TODAY = '2026-06-15';
const SOURCE = 'doc-1';

/** Mario Rossi's Italian passport, valid, read cleanly. */
const passport = (changes: Partial<IdentityExtraction> = {}): IdentityExtraction => ({
  kind: 'identity',
  id_type: 'PASSPORT',
  side: 'front',
  mrz_format: 'TD3',
  document_code: 'P',
  document_number: 'YA8134527',
  issuing_country: 'ITA',
  nationality: 'ITA',
  surname: 'ROSSI',
  given_names: 'MARIO',
  date_of_birth: '1985-08-01',
  expiry_date: '2031-06-14',
  sex: 'male',
  check_digits_valid: true,
  legible: true,
  ...changes,
});
const idCardBack = (changes: Partial<IdentityExtraction> = {}) => passport({ id_type: 'ID_CARD', side: 'back', mrz_format: 'TD1', document_code: 'CI', document_number: 'CA41573XB', ...changes });
const front = (changes: Partial<IdentityExtraction> = {}) =>
  passport({ id_type: 'ID_CARD', side: 'front', mrz_format: null, document_code: null, document_number: null, issuing_country: null, nationality: null, surname: null, given_names: null, date_of_birth: null, expiry_date: null, sex: null, check_digits_valid: null, ...changes });

const MARIO: ApplicantFacts = {
  firstName: 'Mario',
  lastName: 'Rossi',
  fiscalCode: null,
  dateOfBirth: '1985-08-01',
  placeOfBirth: null,
  nationality: 'IT',
  employmentStatus: null,
  typeOfContract: null,
  paychecksPerYear: null,
  otherIncomes: [],
  otherIncomesAnswered: false,
  declaredRent: null,
};
const JUERGEN: ApplicantFacts = { ...MARIO, firstName: 'Jürgen', lastName: 'Müller', dateOfBirth: '1979-03-14', nationality: 'DE' };

const keysOf = (extraction: IdentityExtraction, applicant: ApplicantFacts | null = MARIO) => identityChecks(extraction, applicant, TODAY, SOURCE).map((finding) => finding.key);

describe('identity checks', () => {
  it.each([
    ['a valid passport of the applicant', passport(), MARIO, []],
    ['a valid ID card back', idCardBack(), MARIO, []],
    ['a legible front without MRZ', front(), MARIO, []],
    ['nothing legible', front({ legible: false }), MARIO, ['Identity.Error.Unreadable']],
    ['a passport photo whose MRZ was not found', passport({ mrz_format: null, surname: null }), MARIO, ['Identity.Error.MrzUnreadable']],
    ['an ID card back whose MRZ was not found', idCardBack({ mrz_format: null, surname: null }), MARIO, ['Identity.Error.MrzUnreadable']],
    ['a front with lines of < that could not be read (an older card, a residence permit)', front({ mrz_seen: true }), MARIO, ['Identity.Error.MrzUnreadable']],
    ['a front without MRZ lines', front({ mrz_seen: false }), MARIO, []],
    ['a check digit that disagrees', passport({ check_digits_valid: false }), MARIO, ['Identity.Error.CheckDigits']],
    ['expired yesterday', passport({ expiry_date: '2026-06-14' }), MARIO, ['Identity.Error.Expired']],
    ['expiring today', passport({ expiry_date: TODAY }), MARIO, []],
    ['someone else', passport({ surname: 'BIANCHI', given_names: 'ANNA' }), MARIO, ['Identity.Error.NameMismatch']],
    ['a name with an M read as H and an O as D on a small photo', passport({ surname: 'RDSSI', given_names: 'HARIO' }), MARIO, []],
    ['another letter misread is another name', passport({ surname: 'ROSSI', given_names: 'DARIO' }), MARIO, ['Identity.Error.NameMismatch']],
    ['no name in the MRZ', passport({ surname: null, given_names: null }), MARIO, ['Identity.Error.MissingName']],
    ['another date of birth', passport({ date_of_birth: '1985-01-08' }), MARIO, ['Identity.Error.DateOfBirthMismatch']],
    ['another nationality', passport({ nationality: 'FRA', issuing_country: 'FRA' }), MARIO, ['Identity.Error.CountryMismatch']],
    ['a passport chosen, an ID card read', idCardBack({ id_type: 'PASSPORT' }), MARIO, ['Identity.Error.InvalidType']],
    ['an ID card chosen, a passport read', passport({ id_type: 'ID_CARD' }), MARIO, ['Identity.Error.InvalidType']],
    ['a paper ID chosen, an MRZ read', idCardBack({ id_type: 'PAPER_ID' }), MARIO, ['Identity.Error.InvalidType']],
    ['a German card with a transliterated name', idCardBack({ document_code: 'ID', issuing_country: 'D', nationality: 'D', surname: 'MUELLER', given_names: 'JUERGEN HANS', date_of_birth: '1979-03-14' }), JUERGEN, []],
    ['facts not entered yet', passport({ surname: 'BIANCHI', nationality: 'FRA', date_of_birth: '1990-01-01' }), null, []],
  ])('%s: %j', (_case, extraction, applicant, keys) => {
    expect(keysOf(extraction, applicant)).toEqual(keys);
  });

  it('says which countries differ and when the document expired', () => {
    expect(identityChecks(passport({ nationality: 'D', expiry_date: '2025-12-31' }), MARIO, TODAY, SOURCE)).toEqual([
      { key: 'Identity.Error.Expired', level: 'error', source: SOURCE, params: { expiry: '2025-12-31' } },
      { key: 'Identity.Error.CountryMismatch', level: 'error', source: SOURCE, params: { found: 'DE', entered: 'IT' } },
    ]);
  });
});

describe('missingIdentitySides', () => {
  it.each([
    ['nothing uploaded', [], []],
    ['a passport', [{ idType: 'PASSPORT', side: 'front' }], []],
    ['an ID card, both sides', [{ idType: 'ID_CARD', side: 'front' }, { idType: 'ID_CARD', side: 'back' }], []],
    ['an ID card front only', [{ idType: 'ID_CARD', side: 'front' }], ['Identity.Error.MissingBack']],
    ['an ID card back only', [{ idType: 'ID_CARD', side: 'back' }], ['Identity.Error.MissingFront']],
    ['a paper ID front only', [{ idType: 'PAPER_ID', side: 'front' }], ['Identity.Error.MissingBack']],
    ['an ID card back and a paper ID front', [{ idType: 'ID_CARD', side: 'back' }, { idType: 'PAPER_ID', side: 'front' }], []],
  ])('%s', (_case, uploads, keys) => {
    expect(missingIdentitySides(uploads)).toEqual(keys);
  });
});
