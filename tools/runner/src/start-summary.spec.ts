import { startBox } from './start-summary.js';

describe(startBox.name, () => {
  it('lists the product, the mailbox, the partner demo and the reviewers’ dashboard in a closed box', () => {
    const box = startBox({ productUrl: 'http://localhost:4200', mailboxUrl: 'http://localhost:4200/dev/mailbox', partnerDemoUrl: 'http://localhost:4210' });
    expect(box).toEqual([
      '┌─────────────────────────────────────────────────┐',
      '│ Tenant screening is running                     │',
      '│                                                 │',
      '│ product       http://localhost:4200             │',
      '│ e-mail codes  http://localhost:4200/dev/mailbox │',
      '│ partner demo  http://localhost:4210             │',
      '│ reviewers     http://localhost:4200/en/reviewer │',
      '│                                                 │',
      '│ What to try: README.md, "Try it".               │',
      '│ Framework and route log: LOG_LEVEL=debug.       │',
      '└─────────────────────────────────────────────────┘',
    ]);
  });

  it('without development tools names only what is served', () => {
    const box = startBox({ productUrl: 'https://screening.example.com' });
    expect(box.join('\n')).not.toMatch(/mailbox|partner demo/);
    expect(box.join('\n')).toContain('reviewers  https://screening.example.com/en/reviewer');
    expect(new Set(box.map((line) => line.length)).size).toBe(1);
  });
});
