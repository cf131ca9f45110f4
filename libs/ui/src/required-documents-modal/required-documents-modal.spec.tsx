import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../test-utils.js';
import { RequiredDocumentsModal } from './required-documents-modal.js';

const payslip = { ref: 'payslip', key: 'Documents.Payslip.Label', description: 'Documents.Payslip.Description', is_ORed: false };
const statement = { ref: 'statement', key: 'Documents.BankStatement.Label', description: 'Documents.BankStatement.Description', is_ORed: true };
const taxReturn = { ref: 'tax', key: 'Documents.TaxReturn.Label', description: 'Documents.TaxReturn.Description', is_ORed: true };

describe(RequiredDocumentsModal.name, () => {
  it('divides alternatives with "or"', async () => {
    await renderWithI18n(<RequiredDocumentsModal open documents={[payslip, statement, taxReturn]} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Required documents' });
    expect(within(dialog).getByText('Payslips')).toBeInTheDocument();
    expect(within(dialog).getByText('or')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('labels a lone alternative optional', async () => {
    await renderWithI18n(<RequiredDocumentsModal open documents={[payslip, statement]} onClose={() => {}} />, 'it');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByText('oppure')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/facoltativo/)).toBeInTheDocument();
  });

  it('offers OK when nothing is needed', async () => {
    await renderWithI18n(<RequiredDocumentsModal open documents={[]} onClose={() => {}} />, 'de');
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});
