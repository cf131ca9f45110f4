import { extractIBAN } from 'ibantools';

export type BankCountry = 'IT' | 'DE';

/** The institution as the PSD2 provider (Enable Banking) names it in its ASPSP list: name + country. */
export interface Psd2Institution {
  aspspName: string;
  country: BankCountry;
}

export interface Bank {
  /** Stable slug, also the layout's reference. */
  id: string;
  name: string;
  country: BankCountry;
  /** Italian ABI (5 digits) or a representative German BLZ (8 digits). */
  code: string;
  bic?: string;
  psd2: Psd2Institution | null;
}

interface GermanBankRule {
  bank: Bank;
  /** BLZ of this institution, or a pattern of the BLZ structure (4th digit = banking group). */
  blz: RegExp;
}

const italian = (id: string, code: string, name: string, bic: string, aspspName = name): Bank => ({
  id,
  name,
  country: 'IT',
  code,
  bic,
  psd2: { aspspName, country: 'IT' },
});

const german = (id: string, code: string, name: string, blz: RegExp, bic?: string, aspspName = name): GermanBankRule => ({
  bank: { id, name, country: 'DE', code, bic, psd2: { aspspName, country: 'DE' } },
  blz,
});

/** The special "my bank is not in the list" entry of the spec (abi 00000). */
export const UNLISTED_BANK: Bank = { id: 'unlisted', name: 'Other bank', country: 'IT', code: '00000', psd2: null };

/** Italian banks by ABI code (the 5 digits after the CIN in an Italian IBAN). */
export const ITALIAN_BANKS: readonly Bank[] = [
  italian('intesa-sanpaolo', '03069', 'Intesa Sanpaolo', 'BCITITMM'),
  italian('unicredit', '02008', 'UniCredit', 'UNCRITMM'),
  italian('fineco', '03015', 'FinecoBank', 'FEBIITM1', 'Fineco'),
  italian('bancoposta', '07601', 'BancoPosta (Poste Italiane)', 'BPPIITRR', 'Poste Italiane'),
  italian('postepay', '36081', 'PostePay (Postepay Evolution)', 'PPAYITR1', 'Poste Italiane'),
  italian('bper', '05387', 'BPER Banca', 'BPMOIT22'),
  italian('banco-bpm', '05034', 'Banco BPM', 'BAPPIT21'),
  italian('mps', '01030', 'Banca Monte dei Paschi di Siena', 'PASCITMM', 'Monte dei Paschi di Siena'),
  italian('bnl', '01005', 'BNL - BNP Paribas', 'BNLIITRR', 'BNL'),
  italian('credit-agricole-italia', '06230', 'Crédit Agricole Italia', 'CRPPIT2P'),
  italian('ing-italia', '03475', 'ING Italia', 'INGBITD1', 'ING'),
  italian('mediolanum', '03062', 'Banca Mediolanum', 'MEDBITMM'),
  italian('sella', '03268', 'Banca Sella', 'SELBIT2B'),
  italian('credem', '03032', 'Credem', 'BACRIT22'),
  italian('popolare-sondrio', '05696', 'Banca Popolare di Sondrio', 'POSOIT22'),
  italian('deutsche-bank-italia', '03104', 'Deutsche Bank Italia', 'DEUTITMM'),
  italian('chebanca', '03058', 'CheBanca!', 'MICSITM1'),
  italian('widiba', '03442', 'Banca Widiba', 'WIDIITMM'),
];

/**
 * German banks: single institutions by their BLZ first, then the banking groups by the BLZ
 * structure (the 4th digit names the group: 4/8 Commerzbank, 5 savings banks, 6/9 cooperative
 * banks, 7 Deutsche Bank; Postbank branches are `xxx100yy`).
 */
const GERMAN_RULES: readonly GermanBankRule[] = [
  german('n26', '10011001', 'N26', /^10011001$/, 'NTSBDEB1'),
  german('ing-de', '50010517', 'ING', /^50010517$/, 'INGDDEFF'),
  german('dkb', '12030000', 'DKB Deutsche Kreditbank', /^12030000$/, 'BYLADEM1001', 'DKB'),
  german('comdirect', '20041111', 'comdirect', /^200411\d{2}$/, 'COBADEHD'),
  german('consorsbank', '76030080', 'Consorsbank', /^76030080$/, 'CSDBDE71'),
  german('targobank', '30020900', 'TARGOBANK', /^30020900$/, 'CMCIDEDD'),
  german('hypovereinsbank', '70020270', 'HypoVereinsbank', /^\d{3}20\d{3}$/, 'HYVEDEMM', 'HypoVereinsbank'),
  german('postbank', '10010010', 'Postbank', /^\d{3}100\d{2}$/, 'PBNKDEFF'),
  german('commerzbank', '10040000', 'Commerzbank', /^\d{3}[48]\d{4}$/, 'COBADEFF'),
  german('sparkasse', '37050198', 'Sparkasse', /^\d{3}5\d{4}$/),
  german('volksbank', '37060590', 'Volksbanken Raiffeisenbanken', /^\d{3}[69]\d{4}$/, undefined, 'Volksbank'),
  german('deutsche-bank', '10070000', 'Deutsche Bank', /^\d{3}7\d{4}$/, 'DEUTDEBB'),
];

export const GERMAN_BANKS: readonly Bank[] = GERMAN_RULES.map((rule) => rule.bank);

/** Every bank a user can choose, for get-bank-list: Italian, German, then the unlisted entry. */
export const BANKS: readonly Bank[] = [...ITALIAN_BANKS, ...GERMAN_BANKS, UNLISTED_BANK];

export const bankById = (id: string): Bank | undefined => BANKS.find((bank) => bank.id === id);

/** The bank code inside an IBAN: the ABI of an Italian one, the BLZ of a German one. */
export const bankCodeOfIban = (iban: string): string | null => {
  const parts = extractIBAN(iban);
  return parts.valid ? (parts.bankIdentifier ?? null) : null;
};

/** The bank an account belongs to, from its IBAN; null for a foreign or unknown one. */
export const bankOfIban = (iban: string): Bank | null => {
  const parts = extractIBAN(iban);
  if (!parts.valid || !parts.bankIdentifier) return null;
  if (parts.countryCode === 'IT') return ITALIAN_BANKS.find((bank) => bank.code === parts.bankIdentifier) ?? null;
  if (parts.countryCode === 'DE') return GERMAN_RULES.find((rule) => rule.blz.test(parts.bankIdentifier ?? ''))?.bank ?? null;
  return null;
};
