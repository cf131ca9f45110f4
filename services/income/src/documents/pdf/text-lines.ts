import type { PdfCell, PdfLine, PdfTextItem } from './pdf-types.js';

/** Items whose baselines differ by less than this share of the font size sit on one line. */
const SAME_LINE_SHARE = 0.45;
/** A horizontal gap wider than this share of the font size starts a new cell (a new column). */
const NEW_CELL_SHARE = 0.9;
/** A gap wider than this share is a word space inside a cell. */
const WORD_SPACE_SHARE = 0.15;

const byReadingOrder = (a: PdfTextItem, b: PdfTextItem) => a.page - b.page || a.y - b.y || a.x - b.x;

const toCells = (items: PdfTextItem[]): PdfCell[] => {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  const cells: PdfCell[] = [];
  let fontSize = 0;
  for (const item of sorted) {
    const last = cells.at(-1);
    const gap = last ? item.x - last.right : Infinity;
    const size = Math.max(item.fontSize, 1);
    if (last && gap < NEW_CELL_SHARE * Math.max(size, fontSize)) {
      last.text += (gap > WORD_SPACE_SHARE * size && !last.text.endsWith(' ') && !item.text.startsWith(' ') ? ' ' : '') + item.text;
      last.right = Math.max(last.right, item.x + item.width);
    } else {
      cells.push({ text: item.text, x: item.x, right: item.x + item.width });
    }
    fontSize = size;
  }
  return cells.map((cell) => ({ ...cell, text: cell.text.replace(/\s+/g, ' ').trim() })).filter((cell) => cell.text);
};

/**
 * Groups text items into lines (same page, baselines within half a font size) and each line into
 * cells separated by column-wide gaps, in reading order.
 */
export const groupLines = (items: PdfTextItem[]): PdfLine[] => {
  const groups: PdfTextItem[][] = [];
  for (const item of [...items].sort(byReadingOrder)) {
    const group = groups.at(-1);
    const anchor = group?.[0];
    if (group && anchor && anchor.page === item.page && Math.abs(anchor.y - item.y) < SAME_LINE_SHARE * Math.max(anchor.fontSize, item.fontSize, 1)) {
      group.push(item);
    } else {
      groups.push([item]);
    }
  }
  return groups
    .map((group) => {
      const cells = toCells(group);
      return { page: group[0].page, y: group[0].y, cells, text: cells.map((cell) => cell.text).join(' ') };
    })
    .filter((line) => line.cells.length > 0);
};
