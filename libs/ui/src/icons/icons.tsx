// Small line icons drawn inline, so they show without any font providing the glyph; colour from currentColor.
const base = { viewBox: '0 0 24 24', width: '1em', height: '1em', 'aria-hidden': true, focusable: false } as const;

export const InfoIcon = () => (
  <svg {...base} className="ui-icon" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 11v6M12 7.5v.5" />
  </svg>
);

export const TrashIcon = () => (
  <svg {...base} className="ui-icon" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
    <path d="M4 6.5h16M9.5 6.5V4h5v2.5M6.5 6.5l1 13.5h9l1-13.5M10 10.5v6M14 10.5v6" />
  </svg>
);

export const CheckIcon = () => (
  <svg {...base} className="ui-icon" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </svg>
);
