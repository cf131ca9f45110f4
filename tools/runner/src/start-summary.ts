/**
 * What `npm start` ends its start-up with: after one line per service and sandbox, a short box with
 * the addresses a newcomer opens (the README's "Try it" says what to do there).
 */
export interface StartSummary {
  productUrl: string;
  /** the dev mailbox (development tools only) */
  mailboxUrl?: string;
  /** the partner demo site (development tools only) */
  partnerDemoUrl?: string;
}

const entries = ({ productUrl, mailboxUrl, partnerDemoUrl }: StartSummary): Array<[string, string]> => [
  ['product', productUrl],
  ...(mailboxUrl ? [['e-mail codes', mailboxUrl] as [string, string]] : []),
  ...(partnerDemoUrl ? [['partner demo', partnerDemoUrl] as [string, string]] : []),
  ['reviewers', `${productUrl}/en/reviewer`],
];

/** The box's lines, each as wide as the widest. */
export function startBox(summary: StartSummary): string[] {
  const rows = entries(summary);
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  const body = [
    'Tenant screening is running',
    '',
    ...rows.map(([label, url]) => `${label.padEnd(labelWidth)}  ${url}`),
    '',
    'What to try: README.md, "Try it".',
    'Framework and route log: LOG_LEVEL=debug.',
  ];
  const width = Math.max(...body.map((line) => line.length));
  return [`┌${'─'.repeat(width + 2)}┐`, ...body.map((line) => `│ ${line.padEnd(width)} │`), `└${'─'.repeat(width + 2)}┘`];
}
