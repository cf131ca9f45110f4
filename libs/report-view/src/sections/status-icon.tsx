import type { CoverageValue } from '@tenant/contracts';

const GLYPHS: Record<CoverageValue, string> = { ok: '✓', warning: '!', error: '✕', missing: '–' };

/** The icon of a month's state; its meaning is given in text by the caller (title and hidden label). */
export const StatusIcon = ({ value, label }: { value: CoverageValue; label: string }) => (
  <span className={`rv-status rv-status--${value}`} title={label}>
    <span aria-hidden="true">{GLYPHS[value]}</span>
    <span className="rv-visually-hidden">{label}</span>
  </span>
);
