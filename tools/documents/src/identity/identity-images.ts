import { existsSync } from 'node:fs';
import { createCanvas, GlobalFonts, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { td1Lines, td3Lines, type IdentityDocumentSpec } from './mrz-lines.js';

/**
 * Identity documents drawn in code, laid out like the real ones: the Italian passport's data page
 * (ICAO TD3, 125 × 88 mm) and the Italian CIE / German Personalausweis (TD1, 85.6 × 54 mm), front
 * and back. The MRZ is set in OCR-B (Debian fonts-ocr-b), the typeface ICAO 9303 prescribes; without
 * it a monospace face stands in.
 */

const OCR_B_PATHS = ['/usr/share/fonts/opentype/ocr-b/OCRB.otf', '/usr/share/fonts/truetype/ocr-b/OCRB.ttf'];
const MRZ_FAMILY = (() => {
  const path = OCR_B_PATHS.find((candidate) => existsSync(candidate));
  if (path && GlobalFonts.registerFromPath(path, 'MRZ OCR-B')) return 'MRZ OCR-B';
  return 'DejaVu Sans Mono';
})();
const TEXT_FAMILY = 'DejaVu Sans';

/** Pixels per millimetre of the clean renders (about 300 dpi for the card, 250 for the passport). */
const CARD_SCALE = 12;
const PASSPORT_SCALE = 10;

const MONTHS_IT = ['GEN', 'FEB', 'MAR', 'APR', 'MAG', 'GIU', 'LUG', 'AGO', 'SET', 'OTT', 'NOV', 'DIC'];
const MONTHS_EN = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** The passport prints dates as '01 AGO/AUG 1985'. */
const passportDate = (iso: string) => `${iso.slice(8, 10)} ${MONTHS_IT[Number(iso.slice(5, 7)) - 1]}/${MONTHS_EN[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
/** The ID cards print dd.mm.yyyy. */
const cardDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** A pale security background: tinted paper with fine guilloche waves. */
const securityBackground = (ctx: SKRSContext2D, width: number, height: number, tint: string, lines: string) => {
  ctx.fillStyle = tint;
  ctx.fillRect(0, 0, width, height);
  ctx.strokeStyle = lines;
  ctx.lineWidth = 1;
  for (let wave = 0; wave < 28; wave += 1) {
    ctx.beginPath();
    for (let x = 0; x <= width; x += 6) {
      const y = (height / 28) * wave + Math.sin(x / 37 + wave) * 9 + Math.sin(x / 11 + wave * 2) * 2;
      if (x === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
};

/** The holder's photo: a grey box with a head-and-shoulders silhouette. */
const portrait = (ctx: SKRSContext2D, x: number, y: number, w: number, h: number) => {
  ctx.fillStyle = '#c9ced3';
  ctx.fillRect(x, y, w, h);
  ctx.fillStyle = '#7d848b';
  ctx.beginPath();
  ctx.ellipse(x + w / 2, y + h * 0.38, w * 0.22, h * 0.2, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(x + w / 2, y + h * 0.98, w * 0.42, h * 0.32, 0, Math.PI, Math.PI * 2);
  ctx.fill();
};

/** A bilingual field label and its value below, as the documents print them. */
const field = (ctx: SKRSContext2D, x: number, y: number, label: string, value: string, size: number) => {
  ctx.fillStyle = '#3b4a6b';
  ctx.font = `${Math.round(size * 0.55)}px "${TEXT_FAMILY}"`;
  ctx.fillText(label, x, y);
  ctx.fillStyle = '#111111';
  ctx.font = `bold ${size}px "${TEXT_FAMILY}"`;
  ctx.fillText(value, x, y + size * 1.1);
};

/** The MRZ lines in OCR-B, sized so each line fills the zone's width (ICAO: 2.54 mm pitch). */
const mrz = (ctx: SKRSContext2D, lines: string[], left: number, bottom: number, width: number) => {
  ctx.font = `100px "${MRZ_FAMILY}"`;
  const size = Math.floor((100 * width) / ctx.measureText(lines[0]).width);
  ctx.font = `${size}px "${MRZ_FAMILY}"`;
  ctx.fillStyle = '#101010';
  const pitch = size * 1.25;
  lines.forEach((line, i) => ctx.fillText(line, left, bottom - (lines.length - 1 - i) * pitch));
};

const png = (canvas: Canvas) => canvas.toBuffer('image/png');

/** The passport's data page (TD3): Italian layout, labels in Italian and English, the MRZ at the bottom. */
export const passportDataPage = (spec: IdentityDocumentSpec): Buffer => {
  const width = 125 * PASSPORT_SCALE;
  const height = 88 * PASSPORT_SCALE;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const { holder } = spec;
  securityBackground(ctx, width, height, '#f3efe6', 'rgba(150, 120, 160, 0.18)');
  ctx.fillStyle = '#3b4a6b';
  ctx.font = `bold 30px "${TEXT_FAMILY}"`;
  ctx.fillText('REPUBBLICA ITALIANA', 340, 60);
  ctx.font = `22px "${TEXT_FAMILY}"`;
  ctx.fillText('PASSAPORTO  PASSPORT  PASSEPORT', 340, 92);
  portrait(ctx, 40, 120, 270, 350);
  const size = 28;
  field(ctx, 340, 140, 'Tipo. Type. Type.', spec.documentCode, size);
  field(ctx, 540, 140, 'Codice Paese. Code of Issuing State.', spec.issuingState, size);
  field(ctx, 920, 140, 'Passaporto N. Passport No.', spec.documentNumber, size);
  field(ctx, 340, 210, 'Cognome. Surname. Nom.', holder.surname.toUpperCase(), size);
  field(ctx, 340, 280, 'Nome. Given Names. Prénoms.', holder.givenNames.toUpperCase(), size);
  field(ctx, 340, 350, 'Cittadinanza. Nationality. Nationalité.', 'ITALIANA', size);
  field(ctx, 340, 420, 'Data di nascita. Date of birth.', passportDate(holder.dateOfBirth), size);
  field(ctx, 760, 420, 'Sesso. Sex.', holder.sex, size);
  field(ctx, 920, 420, 'Luogo di nascita. Place of birth.', spec.placeOfBirth.toUpperCase(), size);
  field(ctx, 340, 490, 'Data di rilascio. Date of issue.', passportDate(spec.issueDate), size);
  field(ctx, 760, 490, 'Autorità. Authority.', spec.authority.toUpperCase(), size);
  field(ctx, 340, 560, 'Data di scadenza. Date of expiry.', passportDate(spec.expiryDate), size);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, height - 190, width, 190);
  mrz(ctx, td3Lines(spec), 40, height - 50, width - 80);
  return png(canvas);
};

/** The card's front: state, document title, photo and the holder's data; no MRZ. */
export const idCardFront = (spec: IdentityDocumentSpec): Buffer => {
  const width = Math.round(85.6 * CARD_SCALE);
  const height = 54 * CARD_SCALE;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const { holder } = spec;
  const german = spec.issuingState === 'D';
  securityBackground(ctx, width, height, german ? '#eef3ec' : '#eaf0f6', 'rgba(90, 130, 170, 0.2)');
  ctx.fillStyle = '#1f3b66';
  ctx.font = `bold 30px "${TEXT_FAMILY}"`;
  ctx.fillText(german ? 'BUNDESREPUBLIK DEUTSCHLAND' : 'REPUBBLICA ITALIANA', 30, 50);
  ctx.font = `22px "${TEXT_FAMILY}"`;
  ctx.fillText(german ? 'PERSONALAUSWEIS  IDENTITY CARD' : 'CARTA DI IDENTITÀ  IDENTITY CARD', 30, 82);
  ctx.fillStyle = '#b01c2e';
  ctx.font = `bold 26px "${TEXT_FAMILY}"`;
  ctx.fillText(spec.documentNumber, width - 230, 50);
  portrait(ctx, 30, 110, 250, 320);
  const size = 24;
  field(ctx, 310, 130, german ? 'Name / Surname' : 'COGNOME / SURNAME', holder.surname.toUpperCase(), size);
  field(ctx, 310, 195, german ? 'Vornamen / Given names' : 'NOME / NAME', holder.givenNames.toUpperCase(), size);
  field(ctx, 310, 260, german ? 'Geburtstag / Date of birth' : 'LUOGO E DATA DI NASCITA / PLACE AND DATE OF BIRTH', german ? cardDate(holder.dateOfBirth) : `${spec.placeOfBirth.toUpperCase()} ${cardDate(holder.dateOfBirth)}`, size);
  field(ctx, 310, 325, german ? 'Staatsangehörigkeit / Nationality' : 'SESSO / SEX', german ? 'DEUTSCH' : holder.sex, size);
  field(ctx, 310, 390, german ? 'Gültig bis / Date of expiry' : 'SCADENZA / EXPIRY', cardDate(spec.expiryDate), size);
  field(ctx, 310, 455, german ? 'Geburtsort / Place of birth' : 'EMISSIONE / ISSUING', german ? spec.placeOfBirth.toUpperCase() : cardDate(spec.issueDate), size);
  return png(canvas);
};

/** The card's back: the issuing data above the three-line MRZ (TD1). */
export const idCardBack = (spec: IdentityDocumentSpec, fiscalCode?: string): Buffer => {
  const width = Math.round(85.6 * CARD_SCALE);
  const height = 54 * CARD_SCALE;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const german = spec.issuingState === 'D';
  securityBackground(ctx, width, height, german ? '#eef3ec' : '#eaf0f6', 'rgba(90, 130, 170, 0.2)');
  const size = 22;
  if (german) {
    field(ctx, 30, 50, 'Anschrift / Address', 'LINDENSTRASSE 5, 50667 KÖLN', size);
    field(ctx, 30, 115, 'Behörde / Authority', spec.authority.toUpperCase(), size);
    field(ctx, 560, 115, 'Datum / Date', cardDate(spec.issueDate), size);
  } else {
    field(ctx, 30, 50, 'CODICE FISCALE / FISCAL CODE', fiscalCode ?? '', size);
    field(ctx, 30, 115, 'INDIRIZZO DI RESIDENZA / RESIDENCE', 'VIA GIUSEPPE GARIBALDI 12, MILANO (MI)', size);
    field(ctx, 30, 180, 'COMUNE DI RILASCIO / ISSUING MUNICIPALITY', spec.authority.toUpperCase(), size);
  }
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, height - 250, width, 250);
  mrz(ctx, td1Lines(spec), 40, height - 45, width - 80);
  return png(canvas);
};
