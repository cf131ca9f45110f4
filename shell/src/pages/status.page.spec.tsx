import { screen, within } from '@testing-library/react';
import { fakeLoader, renderShell } from '../app/render-shell.testing.js';

describe('status page', () => {
  it("lists every remote's version and load state", async () => {
    const onboarding = { name: '@tenant/mfe-onboarding', version: '1.4.0', buildTime: '2025-01-01T00:00:00.000Z', commit: 'abc1234' };
    await renderShell('/en/status', fakeLoader({ 'mfe_onboarding/version': { default: onboarding } }));

    const row = async (name: string) => within((await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement);
    const onboardingRow = await row('mfe_onboarding');
    expect(await onboardingRow.findByText('loaded')).toBeInTheDocument();
    expect(onboardingRow.getByText('1.4.0')).toBeInTheDocument();
    expect(onboardingRow.getByText('abc1234')).toBeInTheDocument();
    expect(await (await row('mfe_report')).findByText('failed')).toBeInTheDocument();
    expect((await row('mfe_income')).getByText('not in remotes map')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(5);
  });
});
