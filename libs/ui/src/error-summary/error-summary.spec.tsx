import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { i18n } from '@tenant/i18n';
import { TextInput } from '../text-input/text-input.js';
import { renderWithI18n } from '../test-utils.js';
import { ErrorSummary, splitFirstSentence } from './error-summary.js';
import { submitValidation, errorSummaryOf } from './form-errors.js';

type Values = { name: string; city: string };

/** A form built the way the screens build theirs: the summary above, each field with its own message. */
const TestForm = () => {
  const form = useForm<Values>({ shouldFocusError: false, defaultValues: { name: '', city: '' } });
  const summary = errorSummaryOf(form.formState, (message) => message);
  const field = (name: keyof Values, label: string) => (
    <Controller
      control={form.control}
      name={name}
      rules={{ required: `${label} is required` }}
      render={({ field: bound, fieldState }) => <TextInput label={label} name={name} value={bound.value} onChange={bound.onChange} onBlur={bound.onBlur} error={fieldState.error?.message} />}
    />
  );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitValidation(form.handleSubmit);
      }}
    >
      <ErrorSummary {...summary} />
      {field('name', 'Name')}
      {field('city', 'City')}
      <button type="submit">Continue</button>
    </form>
  );
};

describe('ErrorSummary with a react-hook-form form', () => {
  it('shows nothing before the first submit', async () => {
    await renderWithI18n(<TestForm />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists every error on submit, titled by Form.Error, and takes focus', async () => {
    await renderWithI18n(<TestForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    const [title] = splitFirstSentence(i18n.t('Form.Error', { ns: 'common' }));
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Name is required', 'City is required']);
    expect(summary).toHaveFocus();
  });

  it('moves focus to the field a link names', async () => {
    await renderWithI18n(<TestForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('link', { name: 'City is required' }));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
  });

  it('clears an error, its aria-invalid and its description as soon as the field is fixed', async () => {
    await renderWithI18n(<TestForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Name is required');
    await userEvent.type(name, 'Mario');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    expect(name).not.toHaveAttribute('aria-describedby');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['City is required']);
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Milano');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('splits Form.Error into its first sentence and the rest', () => {
    expect(splitFirstSentence('Fix this. Then go on.')).toEqual(['Fix this.', 'Then go on.']);
    expect(splitFirstSentence('Only one')).toEqual(['Only one', '']);
  });
});

it('ErrorSummary renders nothing without items', async () => {
  await renderWithI18n(<ErrorSummary items={[]} focusKey={1} />);
  expect(screen.queryByRole('alert')).toBeNull();
});
