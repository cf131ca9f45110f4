import type { IdentityExtraction, PrintedIdentityFields } from '@tenant/contracts';
import { checkFrontAgainstApplicant, checkPlaceOfBirth, samePlace } from './printed-checks.js';
import { checkSidesAgree, foldDocumentNumber, type IdentitySide } from './sides-agree.js';

const SOURCE = 'front-1';

/** What the front of Mario Rossi's CIE prints, read cleanly. */
const PRINTED: PrintedIdentityFields = { document_number: 'CA41573XB', surname: 'ROSSI', given_names: 'MARIO', date_of_birth: '1985-08-01', place_of_birth: 'MILANO', expiry_date: '2031-11-23' };

const side = (side: 'front' | 'back', changes: Partial<IdentityExtraction> = {}): IdentityExtraction => ({
  kind: 'identity', id_type: 'ID_CARD', side, mrz_format: side === 'back' ? 'TD1' : null, document_code: side === 'back' ? 'CI' : null,
  document_number: side === 'back' ? 'CA41573XB' : null, issuing_country: side === 'back' ? 'ITA' : null, nationality: side === 'back' ? 'ITA' : null,
  surname: side === 'back' ? 'ROSSI' : null, given_names: side === 'back' ? 'MARIO' : null, date_of_birth: side === 'back' ? '1985-08-01' : null,
  expiry_date: side === 'back' ? '2031-11-23' : null, sex: side === 'back' ? 'male' : null, check_digits_valid: side === 'back' ? true : null, legible: true,
  printed: side === 'front' ? PRINTED : null,
  ...changes,
});
const front = (printed: Partial<PrintedIdentityFields> = {}) => side('front', { printed: { ...PRINTED, ...printed } });
const MARIO = { firstName: 'Mario', lastName: 'Rossi', dateOfBirth: '1985-08-01' };
const keysAndFields = (findings: { key: string; params?: Record<string, string | number> }[]) => findings.map((finding) => [finding.key, finding.params?.field ?? finding.params?.printed]);

describe('what an ID card front prints, against the personal details', () => {
  it.each([
    { case: 'name and date of birth as entered', printed: {}, expected: [] },
    { case: 'name in another order and case', printed: { surname: 'MARIO', given_names: 'ROSSI' }, expected: [] },
    { case: 'someone else’s name', printed: { surname: 'BIANCHI', given_names: 'GIULIA' }, expected: [['Identity.Warning.FrontMismatch', 'name']] },
    { case: 'another date of birth, one day off', printed: { date_of_birth: '1985-08-02' }, expected: [['Identity.Warning.FrontMismatch', 'date_of_birth']] },
    { case: 'the surname alone read (no name compared)', printed: { given_names: null, surname: 'BIANCHI' }, expected: [] },
    { case: 'no date of birth read', printed: { date_of_birth: null }, expected: [] },
  ])('$case', ({ printed, expected }) => {
    expect(keysAndFields(checkFrontAgainstApplicant(front(printed), MARIO, SOURCE))).toEqual(expected);
  });

  it('does not compare a side read from its MRZ, nor facts not entered yet', () => {
    expect(checkFrontAgainstApplicant(side('back', { printed: { ...PRINTED, surname: 'BIANCHI' } }), MARIO, SOURCE)).toEqual([]);
    expect(checkFrontAgainstApplicant(front({ date_of_birth: '1990-01-01' }), { ...MARIO, dateOfBirth: null }, SOURCE)).toEqual([]);
    expect(checkFrontAgainstApplicant(front({ date_of_birth: '1990-01-01' }), null, SOURCE)).toEqual([]);
  });

  it.each([
    ['MILANO', 'Milano', true],
    ['MILANO (MI)', 'Milano', true],
    ['KOLN', 'Köln', true],
    ['MÜNCHEN', 'Muenchen', true],
    ['FRANKFURT AM MAIN', 'Frankfurt am Main', true],
    ['MILAN0', 'Milano', true],
    ['ROMA', 'Rome', false],
    ['MILANO', 'Milazzo', false],
    ['KOLN', 'Bonn', false],
  ])('place %s vs the entered %s: same %s', (printed, entered, same) => {
    expect(samePlace(printed, entered)).toBe(same);
    expect(checkPlaceOfBirth(front({ place_of_birth: printed }), entered, SOURCE).map((finding) => finding.key)).toEqual(same ? [] : ['Identity.Warning.PlaceOfBirthMismatch']);
  });

  it('names both places in the place-of-birth warning, and skips it when either is unknown', () => {
    expect(checkPlaceOfBirth(front({ place_of_birth: 'TORINO' }), 'Milano', SOURCE)).toEqual([
      { key: 'Identity.Warning.PlaceOfBirthMismatch', level: 'warning', source: SOURCE, params: { printed: 'TORINO', entered: 'Milano' } },
    ]);
    expect(checkPlaceOfBirth(front({ place_of_birth: null }), 'Milano', SOURCE)).toEqual([]);
    expect(checkPlaceOfBirth(front({ place_of_birth: 'TORINO' }), null, SOURCE)).toEqual([]);
  });
});

describe('the front of an ID card against its back (MRZ)', () => {
  const upload = (id: string, extraction: IdentityExtraction, applicantId = 'mario'): IdentitySide => ({ id, applicantId, idType: extraction.id_type, side: extraction.side, extraction });

  it.each([
    { case: 'the same card', front: {}, expected: [] },
    { case: 'the number with OCR look-alikes (O for 0, 8 for B)', front: { document_number: 'CA4157JXB'.replace('J', '3').replace('B', '8') }, expected: [] },
    { case: 'another card’s number', front: { document_number: 'CA00000AA' }, expected: ['document_number'] },
    { case: 'another date of birth and expiry', front: { date_of_birth: '1986-08-01', expiry_date: '2030-11-23' }, expected: ['date_of_birth', 'expiry_date'] },
    { case: 'nothing read on the front', front: { document_number: null, date_of_birth: null, expiry_date: null }, expected: [] },
  ])('$case', ({ front: printed, expected }) => {
    const findings = checkSidesAgree([upload('front-1', front(printed)), upload('back-1', side('back'))]);
    expect(findings.map((finding) => [finding.key, finding.source, finding.params?.field])).toEqual(expected.map((field) => ['Identity.Warning.SidesMismatch', 'front-1', field]));
  });

  it('compares a front only with backs of the same person and kind that have an MRZ', () => {
    const otherCard = front({ document_number: 'CA00000AA' });
    expect(checkSidesAgree([upload('front-1', otherCard), upload('back-1', side('back'), 'giulia')])).toEqual([]);
    expect(checkSidesAgree([upload('front-1', otherCard), upload('back-1', side('back', { id_type: 'PAPER_ID' }))])).toEqual([]);
    expect(checkSidesAgree([upload('front-1', otherCard), upload('back-1', side('back', { mrz_format: null }))])).toEqual([]);
    expect(checkSidesAgree([upload('front-1', otherCard)])).toEqual([]);
  });

  it.each([
    ['CA41573XB', 'CA41573X8'],
    ['L01XO0T47', 'L01X00T47'],
    ['l01x00t47', 'L01X00T47'],
  ])('folds %s like %s', (a, b) => {
    expect(foldDocumentNumber(a)).toBe(foldDocumentNumber(b));
  });
});
