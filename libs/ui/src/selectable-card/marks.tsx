/** The small status drawings of a selectable card; colour comes from the CSS via currentColor. */
export const CheckMark = ({ label }: { label: string }) => (
  <svg className="ui-card__mark ui-card__mark--verified" viewBox="0 0 24 24" role="img" aria-label={label} focusable="false">
    <circle cx="12" cy="12" r="10" fill="currentColor" />
    <path d="m7.5 12.5 3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const WarningMark = ({ label }: { label: string }) => (
  <svg className="ui-card__mark ui-card__mark--warning" viewBox="0 0 24 24" role="img" aria-label={label} focusable="false">
    <path d="M12 2.5 22.5 21h-21Z" fill="currentColor" />
    <path d="M12 9v5.5M12 17.5v.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
  </svg>
);
