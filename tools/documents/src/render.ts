import PDFDocument from 'pdfkit';
import type { StatementSpec, SpecTransaction } from './statement-spec.js';

export const PAGE = { width: 595.28, height: 841.89, left: 42, right: 553 } as const;

export interface Column {
  label: string;
  /** A second heading line under the label (ING "Valuta"). */
  subLabel?: string;
  x: number;
  width: number;
  align: 'left' | 'right';
}

/** One printed line of the table: the text of each column, null where the column is empty. */
export type Cells = (string | null)[];

/** How one bank prints its statement: the generator's counterpart of a layout, drawn from the real documents. */
export interface BankTemplate {
  id: string;
  /** The bank's registry id, for tests that look the bank up. */
  bankId: string;
  language: 'it' | 'de';
  printsValueDate: boolean;
  producer: string;
  font: { regular: string; bold: string; size: number };
  rowsPerPage: number;
  /** Logo, bank address, title, holder block, account data; returns the y where the table starts. */
  drawHeading: (draw: Draw, spec: StatementSpec, page: number, pages: number) => number;
  columns: Column[];
  row: (transaction: SpecTransaction, spec: StatementSpec) => Cells[];
  openingRow: (spec: StatementSpec) => Cells | null;
  closingRow: (spec: StatementSpec, closing: number) => Cells | null;
  /** Carried-over balance at the foot of a page and at the top of the next. */
  carryOut?: (balance: number, page: number) => Cells;
  carryIn?: (balance: number, page: number) => Cells;
  /** Anything after the table (N26 balance summary, totals); returns the new y. */
  drawAfterTable?: (draw: Draw, spec: StatementSpec, closing: number, y: number) => number;
  footer: (page: number, pages: number) => string;
}

export interface Draw {
  text: (text: string, x: number, y: number, options?: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'right' | 'center' }) => void;
  rule: (y: number) => void;
  box: (x: number, y: number, width: number, height: number) => void;
}

const drawer = (doc: PDFKit.PDFDocument, template: BankTemplate): Draw => ({
  text: (text, x, y, options = {}) => {
    doc.font(options.bold ? template.font.bold : template.font.regular).fontSize(options.size ?? template.font.size);
    // pdfkit wraps at `width` even without line breaks; only aligned text needs a box.
    const align = options.align ?? 'left';
    doc.text(text, x, y, align === 'left' ? { lineBreak: false } : { lineBreak: false, width: options.width, align });
  },
  rule: (y) => {
    doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.5).stroke('#888888');
  },
  box: (x, y, width, height) => {
    doc.rect(x, y, width, height).lineWidth(0.5).stroke('#888888');
  },
});

export interface RenderOptions {
  /** PDF information dictionary overrides (Producer, Creator, dates). */
  info?: Partial<PDFKit.DocumentInfo>;
  userPassword?: string;
  ownerPassword?: string;
  /** Printed amounts to replace, by transaction index, without touching the balances: an edited statement. */
  printedAmounts?: Record<number, number>;
  createdAt?: Date;
  /** false: content streams written as plain text (a variant edits the bytes of the text layer in place) */
  compress?: boolean;
}

/** The bytes pdfkit writes for a document, once it ends. */
export const collect = (doc: PDFKit.PDFDocument): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

const drawCells = (draw: Draw, columns: Column[], cells: Cells, y: number, bold = false) => {
  cells.forEach((cell, index) => {
    const column = columns[index];
    if (cell && column) draw.text(cell, column.x, y, { width: column.width, align: column.align, bold });
  });
};

/** Draws a statement as the bank prints it: headings on every page, the table split over pages with carried balances. */
export const renderStatement = async (spec: StatementSpec, template: BankTemplate, options: RenderOptions = {}): Promise<Uint8Array> => {
  const createdAt = options.createdAt ?? new Date(`${spec.periodTo}T21:30:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    pdfVersion: options.userPassword || options.ownerPassword ? '1.7' : '1.4',
    compress: options.compress ?? true,
    userPassword: options.userPassword,
    ownerPassword: options.ownerPassword,
    info: { Producer: template.producer, Creator: template.producer, CreationDate: createdAt, ModDate: createdAt, Title: 'Estratto conto / Kontoauszug', ...options.info },
  });
  const done = collect(doc);
  const draw = drawer(doc, template);
  // A booking's lines stay together: page breaks fall between bookings.
  const bookings: { lines: Cells[]; balanceAfter: number }[] = [];
  let balance = spec.openingBalance;
  spec.transactions.forEach((transaction, index) => {
    balance += transaction.amount;
    const printed = options.printedAmounts?.[index];
    const shown = printed === undefined ? transaction : { ...transaction, amount: printed };
    bookings.push({ lines: template.row(shown, spec), balanceAfter: balance });
  });
  const closing = balance;
  const pageBookings: (typeof bookings)[] = [[]];
  let used = 0;
  for (const booking of bookings) {
    if (used + booking.lines.length > template.rowsPerPage && pageBookings.at(-1)?.length) {
      pageBookings.push([]);
      used = 0;
    }
    pageBookings.at(-1)?.push(booking);
    used += booking.lines.length;
  }
  const pages = pageBookings.length;
  const rowHeight = template.font.size + 3.2;
  let carried = spec.openingBalance;
  for (let page = 1; page <= pages; page += 1) {
    doc.addPage();
    let y = template.drawHeading(draw, spec, page, pages);
    template.columns.forEach((column) => draw.text(column.label, column.x, y, { width: column.width, align: column.align, bold: true }));
    if (template.columns.some((column) => column.subLabel)) {
      y += rowHeight;
      template.columns.forEach((column) => column.subLabel && draw.text(column.subLabel, column.x, y, { width: column.width, align: column.align, bold: true }));
    }
    y += rowHeight + 2;
    draw.rule(y - 3);
    if (page === 1) {
      const opening = template.openingRow(spec);
      if (opening) {
        drawCells(draw, template.columns, opening, y, true);
        y += rowHeight;
      }
    } else if (template.carryIn) {
      drawCells(draw, template.columns, template.carryIn(carried, page), y);
      y += rowHeight;
    }
    for (const booking of pageBookings[page - 1]) {
      y += 2;
      for (const cells of booking.lines) {
        drawCells(draw, template.columns, cells, y);
        y += rowHeight;
      }
      carried = booking.balanceAfter;
    }
    y += 4;
    if (page < pages && template.carryOut) {
      drawCells(draw, template.columns, template.carryOut(carried, page), y, true);
    }
    if (page === pages) {
      const closingRow = template.closingRow(spec, closing);
      if (closingRow) {
        drawCells(draw, template.columns, closingRow, y, true);
        y += rowHeight;
      }
      template.drawAfterTable?.(draw, spec, closing, y + 10);
    }
    draw.text(template.footer(page, pages), PAGE.left, PAGE.height - 36, { size: 6.5 });
  }
  doc.end();
  return done;
};
