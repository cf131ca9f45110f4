import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@tenant/i18n';
import { FormListbox } from './form-listbox.js';

interface Values {
  situation: string;
  incomes: string[];
}

const OPTIONS = [
  { value: 'rent', label: 'I rent' },
  { value: 'property', label: 'I own' },
];

/** A form with one single and one multiple choice; `refuse` sets a message key on the single one, as the resolver or the server would. */
const renderForm = async (onValues: (values: Values) => void) => {
  await initI18n('en');
  const Form = () => {
    const { control, watch, setError } = useForm<Values>({ defaultValues: { situation: '', incomes: [] } });
    onValues(watch());
    return (
      <I18nextProvider i18n={i18n}>
        <FormListbox control={control} name="situation" label="Current living situation" options={OPTIONS} />
        <FormListbox control={control} name="incomes" label="Other incomes" options={OPTIONS} multiple />
        <button type="button" onClick={() => setError('situation', { message: 'AdditionalDetails.Error.Required' })}>
          refuse
        </button>
      </I18nextProvider>
    );
  };
  render(<Form />);
};

describe(FormListbox.name, () => {
  it('puts the chosen option, or options, into the form', async () => {
    let values: Values | undefined;
    await renderForm((current) => (values = current));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Current living situation/ }));
    await user.click(screen.getByRole('option', { name: 'I own' }));
    await user.click(screen.getByRole('button', { name: /^Other incomes/ }));
    await user.click(screen.getByRole('option', { name: 'I rent' }));
    await user.click(screen.getByRole('option', { name: 'I own' }));
    expect(values).toEqual({ situation: 'property', incomes: ['rent', 'property'] });
  });

  it('shows the field’s message below it, translated, and announces it as the listbox’s description', async () => {
    await renderForm(() => undefined);
    const user = userEvent.setup();
    const listbox = await screen.findByRole('button', { name: /^Current living situation/ });
    expect(listbox).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'refuse' }));
    expect(listbox).toHaveAttribute('aria-invalid', 'true');
    expect(listbox).toHaveAccessibleDescription('This field is required.');
  });
});
