import PDFDocument from 'pdfkit';
import { PAGE } from './render.js';
import type { PayslipSpec } from './payslip-spec.js';

export interface PayslipDraw {
  text: (text: string, x: number, y: number, options?: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'right' }) => void;
  rule: (y: number, from?: number, to?: number) => void;
  box: (x: number, y: number, width: number, height: number) => void;
}

/** How one payroll software prints its payslip: the generator's counterpart of a payslip layout, drawn from the real documents. */
export interface PayslipTemplate {
  id: string;
  country: 'IT' | 'DE';
  producer: string;
  font: { regular: string; bold: string };
  draw: (draw: PayslipDraw, spec: PayslipSpec) => void;
}

export interface PayslipRenderOptions {
  createdAt?: Date;
}

const drawer = (doc: PDFKit.PDFDocument, template: PayslipTemplate): PayslipDraw => ({
  text: (text, x, y, options = {}) => {
    doc.font(options.bold ? template.font.bold : template.font.regular).fontSize(options.size ?? 8);
    const align = options.align ?? 'left';
    doc.text(text, x, y, align === 'left' ? { lineBreak: false } : { lineBreak: false, width: options.width, align });
  },
  rule: (y, from = PAGE.left, to = PAGE.right) => {
    doc.moveTo(from, y).lineTo(to, y).lineWidth(0.5).stroke('#777777');
  },
  box: (x, y, width, height) => {
    doc.rect(x, y, width, height).lineWidth(0.5).stroke('#777777');
  },
});

/** Draws a payslip as its payroll software prints it (one A4 page). */
export const renderPayslip = (spec: PayslipSpec, template: PayslipTemplate, options: PayslipRenderOptions = {}): Promise<Uint8Array> => {
  const createdAt = options.createdAt ?? new Date(`${spec.period}-25T08:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: { Producer: template.producer, Creator: template.producer, CreationDate: createdAt, ModDate: createdAt, Title: spec.country === 'IT' ? 'Cedolino' : 'Entgeltabrechnung' },
  });
  const done = new Promise<Uint8Array>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  template.draw(drawer(doc, template), spec);
  doc.end();
  return done;
};
