import PDFDocument from 'pdfkit';
import { collect, PAGE } from './render.js';

/** What a form page is drawn with: text at a position, boxes, rules. */
export interface FormDraw {
  text: (text: string, x: number, y: number, options?: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'right' | 'center' }) => void;
  box: (x: number, y: number, width: number, height: number) => void;
  rule: (y: number, from?: number, to?: number) => void;
  /** a labelled box of a form: the small label at the top, the value under it */
  field: (label: string, value: string | null, x: number, y: number, width: number, options?: { height?: number; align?: 'left' | 'right' }) => void;
}

export interface FormInfo {
  producer: string;
  creator?: string;
  title: string;
  createdAt: Date;
}

/** A form's pages drawn with Helvetica (the official models' printouts use a plain sans serif). */
export const renderForm = async (pages: ((draw: FormDraw) => void)[], info: FormInfo): Promise<Uint8Array> => {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Producer: info.producer, Creator: info.creator ?? info.producer, Title: info.title, CreationDate: info.createdAt, ModDate: info.createdAt },
  });
  const done = collect(doc);
  const draw: FormDraw = {
    text: (text, x, y, options = {}) => {
      doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(options.size ?? 8.5);
      const align = options.align ?? 'left';
      doc.text(text, x, y, align === 'left' ? { lineBreak: false } : { lineBreak: false, width: options.width, align });
    },
    box: (x, y, width, height) => {
      doc.rect(x, y, width, height).lineWidth(0.5).stroke('#666666');
    },
    rule: (y, from = PAGE.left, to = PAGE.right) => {
      doc.moveTo(from, y).lineTo(to, y).lineWidth(0.5).stroke('#666666');
    },
    field: (label, value, x, y, width, options = {}) => {
      draw.box(x, y, width, options.height ?? 24);
      draw.text(label, x + 2, y + 2, { size: 5.5 });
      if (value) draw.text(value, x + 3, y + 12, { size: 8.5, width: width - 6, align: options.align ?? 'left' });
    },
  };
  for (const page of pages) {
    doc.addPage();
    page(draw);
  }
  doc.end();
  return done;
};
