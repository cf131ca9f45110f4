import { ensureStyles } from '../theme/styles.js';

ensureStyles();

/** A loading spinner; its label is the tooltip and what assistive technology announces. */
export const Spinner = ({ label }: { label: string }) => (
  <span role="status" title={label} className="ui-spinner-wrap">
    <span className="ui-spinner" aria-hidden="true" />
    <span className="ui-visually-hidden">{label}</span>
  </span>
);
