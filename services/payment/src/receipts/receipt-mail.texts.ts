import type { Language } from '@tenant/domain';
import { REPORT_LINE_ITEM } from '../checkout/report-line-item.js';

export interface ReceiptParams {
  name: string | null;
  /** formatted for the language: "20,00 €" / "€20.00" */
  amount: string;
  /** formatted for the language */
  date: string;
  /** the report reference: the payment's id, which is the id of the report version it pays for (the report service issues version 1 under it) */
  reference: string;
  /** Stripe's payment reference, for questions to support */
  paymentReference: string;
}

type Texts = { subject: string; body: (p: ReceiptParams) => string };

const LOCALES: Record<Language, string> = { en: 'en-GB', it: 'it-IT', de: 'de-DE' };

/** Amount and date as the receipt's reader writes them. */
export const formatReceiptValues = (lang: Language, amountCents: number, currency: string, paidAt: Date): Pick<ReceiptParams, 'amount' | 'date'> => ({
  amount: new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: currency.toUpperCase() }).format(amountCents / 100),
  date: new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'Europe/Rome' }).format(paidAt),
});

/** The payment receipt in the applicant's language when paying (issue 13: amount, date, report reference). */
export const RECEIPT_MAIL: Record<Language, Texts> = {
  en: {
    subject: 'Your payment receipt',
    body: (p) =>
      `Hello${p.name ? ` ${p.name}` : ''},\n\nwe have received your payment of ${p.amount} for your report.\n\n` +
      `Item: ${REPORT_LINE_ITEM.en}\nAmount paid: ${p.amount}\nDate: ${p.date}\nReport reference: ${p.reference}\nPayment reference: ${p.paymentReference}\n\n` +
      'Your report will be e-mailed to you and is available online once it is ready.',
  },
  it: {
    subject: 'La ricevuta del tuo pagamento',
    body: (p) =>
      `Ciao${p.name ? ` ${p.name}` : ''},\n\nabbiamo ricevuto il tuo pagamento di ${p.amount} per il report.\n\n` +
      `Articolo: ${REPORT_LINE_ITEM.it}\nImporto pagato: ${p.amount}\nData: ${p.date}\nRiferimento del report: ${p.reference}\nRiferimento del pagamento: ${p.paymentReference}\n\n` +
      'Il report ti sarà inviato per e-mail e sarà disponibile online appena pronto.',
  },
  de: {
    subject: 'Ihre Zahlungsbestätigung',
    body: (p) =>
      `Hallo${p.name ? ` ${p.name}` : ''},\n\nwir haben Ihre Zahlung von ${p.amount} für Ihren Bericht erhalten.\n\n` +
      `Artikel: ${REPORT_LINE_ITEM.de}\nGezahlter Betrag: ${p.amount}\nDatum: ${p.date}\nBerichtsreferenz: ${p.reference}\nZahlungsreferenz: ${p.paymentReference}\n\n` +
      'Ihr Bericht wird Ihnen per E-Mail zugesandt und ist online verfügbar, sobald er fertig ist.',
  },
};
