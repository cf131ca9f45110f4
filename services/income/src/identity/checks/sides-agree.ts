import type { DocumentFinding, IdentityExtraction, PrintedIdentityFields } from '@tenant/contracts';
import type { DocumentEntity } from '../../entities/document.entity.js';
import { identityFinding } from '../identity-messages.js';
import leven from 'leven';

/** An identity side as the comparison needs it: which person and document kind, and what was read. */
export interface IdentitySide {
  id: string;
  applicantId: string;
  idType: string | null;
  side: string | null;
  extraction: IdentityExtraction | null;
}

/** Letters OCR takes for digits and back; a document number is compared with them folded on both sides. */
const LOOK_ALIKES: Record<string, string> = { O: '0', Q: '0', D: '0', I: '1', S: '5', Z: '2', B: '8', G: '6' };
export const foldDocumentNumber = (number: string): string =>
  number
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/[OQDISZBG]/g, (letter) => LOOK_ALIKES[letter]);

/**
 * A printed number read from a phone photo has no check digit: up to this many characters misread
 * (after folding look-alikes) still count as the same number, so a blurry front does not tell the
 * applicant they uploaded two different cards. The back's MRZ stays the number that is checked.
 */
const PRINTED_NUMBER_MISREADS = 2;

/** The fields both sides print, in the order a person would compare them. */
const COMPARED: readonly { field: keyof PrintedIdentityFields & keyof IdentityExtraction; same: (front: string, back: string) => boolean }[] = [
  { field: 'document_number', same: (front, back) => leven(foldDocumentNumber(front), foldDocumentNumber(back)) <= PRINTED_NUMBER_MISREADS },
  { field: 'date_of_birth', same: (front, back) => front === back },
  { field: 'expiry_date', same: (front, back) => front === back },
];

/**
 * The front and back of one ID card belong together (spec 2§5 front and back): the document number,
 * date of birth and expiry the front prints are the MRZ's. Per person and document kind, each front
 * against each back with an MRZ; a field either side did not read is not compared. One warning per
 * differing field, on the front's row (printed text has no check digits: orange, see printed-checks.ts).
 */
export const checkSidesAgree = (sides: IdentitySide[]): DocumentFinding[] => {
  const fronts = sides.filter((side) => side.side === 'front' && side.extraction?.printed && !side.extraction.mrz_format);
  return fronts.flatMap((front) => {
    const backs = sides.filter((side) => side.side === 'back' && side.applicantId === front.applicantId && side.idType === front.idType && side.extraction?.mrz_format);
    const printed = front.extraction?.printed as PrintedIdentityFields;
    const differing = COMPARED.filter(({ field, same }) =>
      backs.some((back) => {
        const [printedValue, mrzValue] = [printed[field], back.extraction?.[field]];
        return typeof printedValue === 'string' && typeof mrzValue === 'string' && !same(printedValue, mrzValue);
      }),
    );
    return differing.map(({ field }) => identityFinding('Identity.Warning.SidesMismatch', front.id, { field }));
  });
};

/** checkSidesAgree over an application's stored documents (its identity documents read so far). */
export const sidesAgreeFindings = (documents: DocumentEntity[]): DocumentFinding[] =>
  checkSidesAgree(
    documents.flatMap(({ id, type, applicantId, idType, side, extraction }) =>
      type === 'national_id' && extraction?.kind === 'identity' ? [{ id, applicantId, idType, side, extraction }] : [],
    ),
  );
