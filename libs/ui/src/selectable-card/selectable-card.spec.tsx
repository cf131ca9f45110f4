import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test-utils.js';
import { SelectableCard } from './selectable-card.js';

describe('SelectableCard', () => {
  it('is a radio option named by its title, active when checked, reporting its value', async () => {
    const onSelect = jest.fn();
    const { rerender } = await renderWithI18n(
      <SelectableCard name="occupation" value="employed" checked={false} onSelect={onSelect} title="Employed" description="On a payroll" />,
    );
    const radio = screen.getByRole('radio', { name: 'Employed' });
    expect(radio).toHaveAccessibleDescription('On a payroll');
    await userEvent.click(radio);
    expect(onSelect).toHaveBeenCalledWith('employed');
    rerender(<SelectableCard name="occupation" value="employed" checked onSelect={onSelect} title="Employed" />);
    expect(screen.getByRole('radio', { name: 'Employed' }).closest('.ui-card')).toHaveClass('ui-card--active');
  });

  it.each(['warning', 'inactive', 'error', 'active'] as const)('shows the %s state', async (state) => {
    const { container } = await renderWithI18n(<SelectableCard title="Payslip" state={state} hideCheckMark />);
    expect(container.firstChild).toHaveClass(`ui-card--${state}`);
  });

  it('shows a verified check mark, or a warning mark when not verified, unless the check mark is hidden', async () => {
    const { rerender } = await renderWithI18n(<SelectableCard title="Passport" verified />);
    expect(screen.getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    rerender(<SelectableCard title="Passport" verified={false} />);
    expect(screen.getByRole('img', { name: 'Needs attention' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Verified' })).not.toBeInTheDocument();
    rerender(<SelectableCard title="Passport" state="warning" />);
    expect(screen.getByRole('img', { name: 'Needs attention' })).toBeInTheDocument();
    rerender(<SelectableCard title="Passport" verified={false} hideCheckMark />);
    expect(screen.queryByRole('img', { name: /Verified|Needs attention/ })).not.toBeInTheDocument();
  });

  it('emits delete with the value combined with its info', async () => {
    const onDelete = jest.fn();
    await renderWithI18n(<SelectableCard title="Payslip March" value="doc-7" info={{ ref: 'PAYSLIP', index: 2 }} onDelete={onDelete} />, 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Payslip March löschen' }));
    expect(onDelete).toHaveBeenCalledWith({ ref: 'PAYSLIP', index: 2, value: 'doc-7' });
  });

  it('has a switch named by the title that emits its new checked state, by mouse and keyboard', async () => {
    const onToggle = jest.fn();
    const { rerender } = await renderWithI18n(<SelectableCard title="I have pets" toggled={false} onToggle={onToggle} />);
    const toggle = screen.getByRole('switch', { name: 'I have pets' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(onToggle).toHaveBeenLastCalledWith(true);
    rerender(<SelectableCard title="I have pets" toggled onToggle={onToggle} />);
    expect(screen.getByRole('switch')).toBeChecked();
    screen.getByRole('switch').focus();
    await userEvent.keyboard(' ');
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });

  it('shows a document icon', async () => {
    const { container } = await renderWithI18n(<SelectableCard title="Passport" icon="PASSPORT" />);
    expect(container.querySelector('svg[data-icon="PASSPORT"]')).not.toBeNull();
  });
});
