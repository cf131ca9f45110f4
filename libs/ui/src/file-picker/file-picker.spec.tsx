import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test-utils.js';
import { FilePicker } from './file-picker.js';

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

describe('FilePicker', () => {
  it.each([
    ['en', 'No file chosen'],
    ['it', 'Nessun file selezionato'],
    ['de', 'Keine Datei ausgewählt'],
  ] as const)('names its input by the label and says in the UI language that no file is chosen (%s)', async (lang, none) => {
    await renderWithI18n(<FilePicker label="Add a document" onFiles={() => undefined} />, lang);
    const input = screen.getByLabelText('Add a document');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription(none);
    expect(screen.getByText(none)).toBeVisible();
  });

  it('is reached with the keyboard, hands over the chosen files and then names them', async () => {
    const chosen: File[][] = [];
    await renderWithI18n(<FilePicker label="Upload payslips" multiple hint="PDF files up to 20 MB" onFiles={(files) => chosen.push(files)} />);
    const user = userEvent.setup();
    await user.tab();
    const input = screen.getByLabelText('Upload payslips');
    expect(input).toHaveFocus();
    await user.upload(input, [pdf('october.pdf'), pdf('september.pdf')]);
    expect(chosen.map((files) => files.map((file) => file.name))).toEqual([['october.pdf', 'september.pdf']]);
    expect(input).toHaveAccessibleDescription('october.pdf, september.pdf PDF files up to 20 MB');
  });

  it('takes nothing while disabled', async () => {
    const chosen: File[][] = [];
    await renderWithI18n(<FilePicker label="Add a document" disabled onFiles={(files) => chosen.push(files)} />);
    await userEvent.upload(screen.getByLabelText('Add a document'), pdf('a.pdf'));
    expect(chosen).toEqual([]);
  });
});
