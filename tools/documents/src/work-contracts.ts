import { printDate } from './format.js';
import { renderForm, type FormDraw } from './form-pdf.js';
import { GERMAN_TAXPAYER, ITALIAN_TAXPAYER, type Employer, type Taxpayer } from './fiscal-documents.js';
import { GERMAN_EMPLOYER, ITALIAN_EMPLOYER } from './payslip-spec.js';
import { PAGE } from './render.js';

// Work contracts as employers write them: the Italian "lettera di assunzione" / contratto individuale
// di lavoro subordinato (CCNL, livello, tempo indeterminato or determinato "fino al", apprendistato
// professionalizzante) and the German Arbeitsvertrag (unbefristet, or befristet "bis zum" under § 14
// TzBfG), in running text with numbered articles or paragraphs.

export type ContractType = 'open-ended' | 'close-ended' | 'apprenticeship';

export interface ContractSpec {
  language: 'it' | 'de';
  employer: Employer;
  employee: Taxpayer;
  type: ContractType;
  /** ISO */
  start: string;
  /** ISO, fixed-term only */
  end?: string;
  /** ISO, the signing date */
  signedAt?: string;
  role: string;
}

export const workContractSpec = (language: 'it' | 'de', overrides: Partial<ContractSpec> = {}): ContractSpec => ({
  language,
  employer: language === 'it' ? ITALIAN_EMPLOYER : GERMAN_EMPLOYER,
  employee: language === 'it' ? ITALIAN_TAXPAYER : GERMAN_TAXPAYER,
  type: 'open-ended',
  start: '2024-02-01',
  role: language === 'it' ? 'Impiegato amministrativo' : 'Sachbearbeiter Disposition',
  ...overrides,
});

const paragraphs = (d: FormDraw, top: number, lines: string[]) =>
  lines.forEach((line, index) => d.text(line, PAGE.left, top + index * 13, { size: 9, bold: /^(Art\.|§)/.test(line) }));

const italianText = (spec: ContractSpec): string[] => {
  const date = (iso: string) => printDate(iso, 'dd/mm/yyyy');
  const name = `${spec.employee.givenName} ${spec.employee.surname}`;
  const duration =
    spec.type === 'open-ended'
      ? ['Il rapporto di lavoro è a tempo indeterminato.']
      : spec.type === 'close-ended'
        ? [`Il rapporto di lavoro è a tempo determinato, dal ${date(spec.start)} fino al ${date(spec.end ?? spec.start)},`, 'ai sensi dell’art. 19 del D.Lgs. 81/2015, per esigenze temporanee e oggettive.']
        : ['Il rapporto è un contratto di apprendistato professionalizzante ai sensi dell’art. 44 del D.Lgs. 81/2015,', 'della durata di 36 mesi.'];
  return [
    'CONTRATTO INDIVIDUALE DI LAVORO SUBORDINATO',
    '',
    `Tra la società ${spec.employer.name}, con sede in ${spec.employer.street}, ${spec.employer.city},`,
    `C.F. e P.IVA ${spec.employer.taxNumber} (di seguito "Datore di lavoro")`,
    `e il Sig. ${name}, nato a ${spec.employee.birthPlace} il ${date(spec.employee.birthDate)},`,
    `C.F. ${spec.employee.fiscalCode ?? ''} (di seguito "Lavoratore"), si conviene quanto segue.`,
    '',
    'Art. 1 - Assunzione e decorrenza',
    `Il Lavoratore è assunto con decorrenza dal ${date(spec.start)} con la qualifica di ${spec.role},`,
    'livello 4° del CCNL Commercio Terziario, Distribuzione e Servizi.',
    'Art. 2 - Durata',
    ...duration,
    'Art. 3 - Periodo di prova',
    'Il periodo di prova è di 60 giorni di effettivo lavoro.',
    'Art. 4 - Orario di lavoro',
    'L’orario di lavoro è a tempo pieno, 40 ore settimanali.',
    'Art. 5 - Retribuzione',
    'La retribuzione lorda mensile è di € 2.150,00 per 14 mensilità.',
    '',
    `Milano, ${date(spec.signedAt ?? spec.start)}`,
    'Il Datore di lavoro                                   Il Lavoratore',
  ];
};

const germanText = (spec: ContractSpec): string[] => {
  const date = (iso: string) => printDate(iso, 'dd.mm.yyyy');
  const name = `${spec.employee.givenName} ${spec.employee.surname}`;
  const duration =
    spec.type === 'open-ended'
      ? ['Das Arbeitsverhältnis wird auf unbestimmte Zeit geschlossen (unbefristet).']
      : spec.type === 'close-ended'
        ? [`Das Arbeitsverhältnis ist gemäß § 14 Abs. 2 TzBfG befristet und endet am ${date(spec.end ?? spec.start)},`, 'ohne dass es einer Kündigung bedarf.']
        : ['Das Berufsausbildungsverhältnis (Ausbildungsvertrag nach BBiG) dauert 36 Monate.'];
  return [
    'Arbeitsvertrag',
    '',
    `zwischen der ${spec.employer.name}, ${spec.employer.street}, ${spec.employer.city}`,
    '- nachfolgend „Arbeitgeber“ genannt -',
    `und Herrn ${name}, geboren am ${date(spec.employee.birthDate)}, ${spec.employee.street}, ${spec.employee.city}`,
    '- nachfolgend „Arbeitnehmer“ genannt -',
    '',
    '§ 1 Beginn des Arbeitsverhältnisses',
    `Das Arbeitsverhältnis beginnt am ${date(spec.start)}.`,
    '§ 2 Dauer',
    ...duration,
    '§ 3 Probezeit',
    'Die ersten sechs Monate gelten als Probezeit.',
    '§ 4 Tätigkeit',
    `Der Arbeitnehmer wird als ${spec.role} eingestellt.`,
    '§ 5 Vergütung',
    'Das Bruttomonatsgehalt beträgt 3.950,00 EUR.',
    '',
    `Köln, den ${date(spec.signedAt ?? spec.start)}`,
    'Arbeitgeber                                              Arbeitnehmer',
  ];
};

/** A work contract PDF in Italian or German. */
export const renderWorkContract = (spec: ContractSpec): Promise<Uint8Array> =>
  renderForm([(d) => paragraphs(d, 50, spec.language === 'it' ? italianText(spec) : germanText(spec))], {
    producer: 'Microsoft® Word für Microsoft 365',
    title: spec.language === 'it' ? 'Contratto di lavoro' : 'Arbeitsvertrag',
    createdAt: new Date(`${spec.signedAt ?? spec.start}T10:00:00Z`),
  });
