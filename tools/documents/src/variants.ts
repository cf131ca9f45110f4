import PDFDocument from 'pdfkit';
import { PDFDict, PDFDocument as PdfLibDocument, PDFName } from 'pdf-lib';
import { renderStatement, type BankTemplate } from './render.js';
import { scannedPagePng } from './scan-image.js';
import type { StatementSpec } from './statement-spec.js';

const pdfDate = (date: Date) => `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/**
 * Appends an incremental update, as an editor's "save" does: a new document information
 * dictionary (the editor's producer, a later ModDate) and a cross-reference section pointing
 * back to the previous one with /Prev.
 */
export const appendIncrementalUpdate = (bytes: Uint8Array, producer: string, createdAt: Date, modifiedAt: Date): Uint8Array => {
  const original = Buffer.from(bytes);
  const tail = original.subarray(Math.max(0, original.length - 4096)).toString('latin1');
  const size = Number(/\/Size (\d+)/.exec(tail.slice(tail.lastIndexOf('trailer')))?.[1]);
  const root = /\/Root (\d+ \d+ R)/.exec(tail.slice(tail.lastIndexOf('trailer')))?.[1];
  const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail)?.[1]);
  if (!size || !root || Number.isNaN(previous)) throw new Error('the PDF has no classic trailer to update');
  const objectOffset = original.length + 1;
  const object = `\n${size} 0 obj\n<< /Producer (${producer}) /Creator (${producer}) /CreationDate (${pdfDate(createdAt)}) /ModDate (${pdfDate(modifiedAt)}) >>\nendobj\n`;
  const xrefOffset = original.length + Buffer.byteLength(object, 'latin1');
  const xref = `xref\n0 1\n0000000000 65535 f \n${size} 1\n${String(objectOffset).padStart(10, '0')} 00000 n \n`;
  const trailer = `trailer\n<< /Size ${size + 1} /Root ${root} /Info ${size} 0 R /Prev ${previous} >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new Uint8Array(Buffer.concat([original, Buffer.from(object + xref + trailer, 'latin1')]));
};

/** The statement opened and saved again by an online editor: its producer, a later ModDate and an incremental update. */
export const resavedByEditor = async (bytes: Uint8Array, editor = 'iLovePDF', createdAt = new Date()): Promise<Uint8Array> => {
  const document = await PdfLibDocument.load(bytes, { updateMetadata: false });
  document.setProducer(editor);
  const later = new Date(createdAt.getTime() + 3 * 86_400_000);
  document.setModificationDate(later);
  const saved = await document.save({ useObjectStreams: false });
  return appendIncrementalUpdate(saved, editor, createdAt, new Date(later.getTime() + 3_600_000));
};

/** Two statements joined into one file by a merge tool. */
export const mergeStatements = async (first: Uint8Array, second: Uint8Array, tool = 'PDFsam Basic v5.2.9'): Promise<Uint8Array> => {
  const merged = await PdfLibDocument.create({ updateMetadata: false });
  for (const part of [first, second]) {
    const source = await PdfLibDocument.load(part);
    const pages = await merged.copyPages(source, source.getPageIndices());
    pages.forEach((page) => merged.addPage(page));
  }
  merged.setProducer(tool);
  merged.setCreator(tool);
  return merged.save();
};

/** Password protected: it cannot be opened without the user password. */
export const encryptedStatement = (spec: StatementSpec, template: BankTemplate, password = 'segreto'): Promise<Uint8Array> =>
  renderStatement(spec, template, { userPassword: password, ownerPassword: `${password}-owner` });

/**
 * A statement whose text layer reads as U+0000 where the spec's descriptions have `marker`, as in the
 * fuzzed upload that left a document processing for ever (PostgreSQL refuses U+0000 in text and jsonb):
 * one flipped bit renames the pages' font resources (/F1 → /N1), so a reader falls back to a font that
 * maps character codes as they are, and the marker's code in the text strings is 0. Written uncompressed
 * and edited in place, so every offset of the cross-reference table stays right.
 */
export const statementWithNulInText = async (spec: StatementSpec, template: BankTemplate, marker = '~'): Promise<Uint8Array> => {
  const code = marker.charCodeAt(0).toString(16).padStart(2, '0');
  const text = Buffer.from(await renderStatement(spec, template, { compress: false })).toString('latin1');
  let replaced = 0;
  // pdfkit shows text with `[<hex> kerning <hex>] TJ`, two hex digits a character: the marker's pair becomes 00
  const showText = (line: string) =>
    line.replace(/<([0-9a-f]+)>/g, (_, hex: string) => `<${hex.replace(/[0-9a-f]{2}/g, (pair) => (pair === code ? (replaced++, '00') : pair))}>`);
  const edited = text
    .split('\n')
    .map((line) => (line.endsWith(' TJ') ? showText(line) : line))
    .join('\n')
    .replace(/\/F(\d+) (\d+ 0 R)/g, '/N$1 $2');
  if (!replaced) throw new Error(`no ${marker} in the statement's text`);
  return new Uint8Array(Buffer.from(edited, 'latin1'));
};

/** A printed and scanned statement: one image per page, no text layer. */
export const imageOnlyStatement = (pages = 2): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Producer: 'Canon iR-ADV C5535 PDF', Creator: 'Canon iR-ADV C5535' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    const png = scannedPagePng();
    for (let page = 0; page < pages; page += 1) {
      doc.addPage();
      doc.image(png, 0, 0, { width: 595.28 });
    }
    doc.end();
  });

/** A download cut short: the first share of the bytes only. */
export const truncatedBytes = (bytes: Uint8Array, share = 0.6): Uint8Array => bytes.slice(0, Math.floor(bytes.length * share));

/** A ToUnicode CMap of one-byte codes: each code given maps to the UTF-16 code unit given. */
const toUnicodeCmap = (mappings: [code: number, unicode: number][]): string => {
  const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0').toUpperCase();
  // a bfchar section holds at most 100 mappings
  const sections: string[] = [];
  for (let start = 0; start < mappings.length; start += 100) {
    const part = mappings.slice(start, start + 100);
    sections.push(`${part.length} beginbfchar`, ...part.map(([code, unicode]) => `<${hex(code, 2)}> <${hex(unicode, 4)}>`), 'endbfchar');
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<00> <FF>',
    'endcodespacerange',
    ...sections,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
};

/**
 * The document with every simple (Type1) font given this ToUnicode table: the page looks the same, the
 * text a reader extracts is what the table says. The generator's fonts are the standard ones (WinAnsi, no table).
 */
const withToUnicode = async (bytes: Uint8Array, mappings: [code: number, unicode: number][]): Promise<Uint8Array> => {
  const document = await PdfLibDocument.load(bytes, { updateMetadata: false });
  const cmap = toUnicodeCmap(mappings);
  let fonts = 0;
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Font') || object.get(PDFName.of('Subtype')) !== PDFName.of('Type1')) continue;
    object.set(PDFName.of('ToUnicode'), document.context.register(document.context.flateStream(Buffer.from(cmap, 'latin1'))));
    fonts += 1;
  }
  if (!fonts) throw new Error('the document has no simple (Type1) font to damage');
  return document.save({ useObjectStreams: false });
};

/**
 * The statement with one damaged mapping in its fonts' ToUnicode tables: the `letter` reads as U+0000 (NUL),
 * as one flipped byte of a real file made a text extractor give. The page looks the same; the text a reader
 * extracts (holder, descriptions) holds NUL characters, which PostgreSQL refuses to store in text (22P05).
 */
export const nulInText = (bytes: Uint8Array, letter = 'R'): Promise<Uint8Array> => withToUnicode(bytes, [[letter.charCodeAt(0), 0]]);

/**
 * A broken text layer: every printed character's code maps into the Unicode private-use area, as
 * subset fonts of some PDF writers and converters map their glyphs. The pages look right; the text a
 * reader extracts is glyph soup (no letter, digit or word), so the file can only be read as a scan.
 */
export const privateUseTextLayer = (bytes: Uint8Array): Promise<Uint8Array> =>
  withToUnicode(
    bytes,
    Array.from({ length: 0xff - 0x20 }, (_, index) => [0x21 + index, 0xe000 + 0x21 + index]),
  );
