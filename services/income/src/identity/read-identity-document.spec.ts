import { jest } from '@jest/globals';
import sharp from 'sharp';
import { germanIdCardSpec, identityImages, italianIdCardSpec, italianPassportSpec, photographed, type IdentityDocumentSpec } from '@tenant/documents-fixtures';
import { PDFDocument } from 'pdf-lib';
import type { DocumentEntity } from '../entities/document.entity.js';
import { identityExtractionOf } from './identity-extraction.js';
import { OcrEngine } from './ocr/ocr-engine.js';
import { readIdentityDocument } from './read-identity-document.js';

// OCR takes a few seconds a photo on a shared machine (timings are the benchmark's business).
jest.setTimeout(120_000);

const TODAY = new Date().toISOString().slice(0, 10);
const ocr = new OcrEngine();
afterAll(() => ocr.stop());

const extract = async (bytes: Uint8Array, document: Pick<DocumentEntity, 'idType' | 'side'>, mimeType = 'image/png') =>
  identityExtractionOf(await readIdentityDocument(bytes, mimeType, ocr, TODAY), document, TODAY);

const PASSPORT = { idType: 'PASSPORT', side: 'front' };
const CARD_BACK = { idType: 'ID_CARD', side: 'back' };
const CARD_FRONT = { idType: 'ID_CARD', side: 'front' };

/** What the MRZ of a generated document must read as. */
const expected = (spec: IdentityDocumentSpec, surname: string, givenNames: string) => ({
  kind: 'identity',
  document_number: spec.documentNumber,
  issuing_country: spec.issuingState,
  nationality: spec.holder.nationality,
  surname,
  given_names: givenNames,
  date_of_birth: spec.holder.dateOfBirth,
  expiry_date: spec.expiryDate,
  sex: 'male',
  check_digits_valid: true,
  legible: true,
});

describe('readIdentityDocument (tesseract.js on generated documents)', () => {
  const passport = italianPassportSpec();
  const cie = italianIdCardSpec();
  const german = germanIdCardSpec();

  it.each([
    ['the Italian passport data page (TD3)', passport, PASSPORT, 'TD3', 'ROSSI', 'MARIO'],
    ['the Italian CIE back (TD1)', cie, CARD_BACK, 'TD1', 'ROSSI', 'MARIO'],
    ['the German Personalausweis back (TD1, transliterated names)', german, CARD_BACK, 'TD1', 'MUELLER', 'JUERGEN HANS'],
  ])('reads %s', async (_case, spec, document, format, surname, givenNames) => {
    const images = identityImages(spec);
    const extraction = await extract(images.back ?? images.front, document);
    expect(extraction).toMatchObject({ ...expected(spec, surname, givenNames), mrz_format: format });
  });

  it.each([
    ['the passport', passport, PASSPORT, 'ROSSI', 'MARIO', 3.5],
    ['the CIE back', cie, CARD_BACK, 'ROSSI', 'MARIO', -3],
    ['the German card back', german, CARD_BACK, 'MUELLER', 'JUERGEN HANS', 2.5],
  ])('reads %s photographed by a phone (turned, blurred, lamp light, JPEG)', async (_case, spec, document, surname, givenNames, rotation) => {
    const images = identityImages(spec);
    const photo = await photographed(images.back ?? images.front, { rotation });
    expect(await extract(photo, document, 'image/jpeg')).toMatchObject(expected(spec, surname, givenNames));
  });

  it('reads the MRZ of a scan saved as PDF', async () => {
    const pdf = await PDFDocument.create();
    const png = await pdf.embedPng(identityImages(cie).back as Buffer);
    pdf.addPage([243, 153]).drawImage(png, { x: 0, y: 0, width: 243, height: 153 });
    expect(await extract(await pdf.save(), CARD_BACK, 'application/pdf')).toMatchObject(expected(cie, 'ROSSI', 'MARIO'));
  });

  it('reads a wrong check digit as such', async () => {
    const extraction = await extract(identityImages(italianPassportSpec({ breakCheckDigit: true })).front, PASSPORT);
    expect(extraction).toMatchObject({ mrz_format: 'TD3', surname: 'ROSSI', check_digits_valid: false });
  });

  it('reads the expiry of an expired card', async () => {
    const expired = italianIdCardSpec({ expired: true });
    expect(await extract(identityImages(expired).back as Buffer, CARD_BACK)).toMatchObject({ expiry_date: expired.expiryDate, check_digits_valid: true });
  });

  it('finds no MRZ on a card front but legible text', async () => {
    expect(await extract(identityImages(cie).front, CARD_FRONT)).toMatchObject({ mrz_format: null, legible: true });
  });

  it('finds nothing legible on a photo far out of focus', async () => {
    const blurred = await sharp(await photographed(identityImages(passport).front, { blur: 14 }))
      .jpeg({ quality: 60 })
      .toBuffer();
    expect(await extract(blurred, PASSPORT, 'image/jpeg')).toMatchObject({ mrz_format: null, legible: false });
  });
});
