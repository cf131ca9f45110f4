import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IdentityExtraction } from '@tenant/contracts';
import { identityExtractionOf } from '../identity-extraction.js';
import { OcrEngine } from '../ocr/ocr-engine.js';
import { readIdentityDocument } from '../read-identity-document.js';

/** The ground truth of an identity specimen (services/income/corpus/identity/<id>.truth.json). */
export type IdentityTruth =
  | {
      expect: 'mrz';
      format: 'TD1' | 'TD2' | 'TD3';
      documentCode: string;
      issuingState: string;
      nationality: string;
      surname: string;
      givenNames: string;
      documentNumber: string;
      birthDate: string;
      /** null where the MRZ leaves it unspecified (<) */
      sex: 'male' | 'female' | null;
      expiryDate: string;
    }
  /** a side without an MRZ (a modern card's front) */
  | { expect: 'no-mrz' };

type MrzTruth = Extract<IdentityTruth, { expect: 'mrz' }>;
export type IdentityField = Exclude<keyof MrzTruth, 'expect'> | 'noMrz';

export interface IdentityScore {
  id: string;
  /** each MRZ field the truth names: read right or not (a side without an MRZ: none found) */
  fields: Partial<Record<IdentityField, boolean>>;
  right: boolean;
  /** an MRZ whose check digits all pass (shown as verified) while a field of it is wrong */
  verifiedWrong: boolean;
  milliseconds: number;
  extraction: IdentityExtraction;
}

const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

/** Each MRZ truth field and what the extraction holds for it. */
const READ: Record<Exclude<IdentityField, 'noMrz'>, (extraction: IdentityExtraction) => string | null> = {
  format: (extraction) => extraction.mrz_format,
  documentCode: (extraction) => extraction.document_code,
  issuingState: (extraction) => extraction.issuing_country,
  nationality: (extraction) => extraction.nationality,
  surname: (extraction) => extraction.surname,
  givenNames: (extraction) => extraction.given_names,
  documentNumber: (extraction) => extraction.document_number,
  birthDate: (extraction) => extraction.date_of_birth,
  sex: (extraction) => (extraction.sex === 'unspecified' ? null : extraction.sex),
  expiryDate: (extraction) => extraction.expiry_date,
};

/** One specimen's reading against its truth. */
export const scoreIdentity = (id: string, truth: IdentityTruth, extraction: IdentityExtraction, milliseconds: number): IdentityScore => {
  const verified = extraction.check_digits_valid === true;
  if (truth.expect === 'no-mrz') {
    const none = extraction.mrz_format === null;
    return { id, fields: { noMrz: none }, right: none && !verified, verifiedWrong: verified, milliseconds, extraction };
  }
  const fields = Object.fromEntries(Object.entries(READ).map(([field, read]) => [field, read(extraction) === truth[field as keyof typeof READ]]));
  const right = Object.values(fields).every(Boolean);
  return { id, fields, right, verifiedWrong: verified && !right, milliseconds, extraction };
};

/**
 * Reads every specimen image of `dir` (<id>.jpg|png beside <id>.truth.json) as the identity queue
 * would, with one OCR engine, and scores it (the golden test and `npm run bench:documents`).
 */
export const scoreIdentityCorpus = async (dir: string, select: (id: string) => boolean = () => true): Promise<IdentityScore[]> => {
  const today = new Date().toISOString().slice(0, 10);
  const ocr = new OcrEngine();
  const scores: IdentityScore[] = [];
  try {
    for (const file of readdirSync(dir).sort()) {
      const [, id, extension] = /^(.+)\.(jpe?g|png)$/i.exec(file) ?? [];
      if (!id || !select(id)) continue;
      const truth = JSON.parse(readFileSync(join(dir, `${id}.truth.json`), 'utf8')) as IdentityTruth;
      const started = performance.now();
      const reading = await readIdentityDocument(readFileSync(join(dir, file)), IMAGE_TYPES[extension.toLowerCase()], ocr, today);
      const extraction = identityExtractionOf(reading, { idType: null, side: null }, today);
      scores.push(scoreIdentity(id, truth, extraction, performance.now() - started));
    }
  } finally {
    await ocr.stop();
  }
  return scores;
};
