import { render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { useStepHeadingFocus } from './use-step-heading-focus.js';

/** A frame whose screen (a heading, maybe a field the screen focuses itself) changes with the step. */
const Frame = ({ step, focusesField = false }: { step: string; focusesField?: boolean }) => {
  const main = useRef<HTMLElement>(null);
  useStepHeadingFocus(main, step);
  return (
    <main ref={main}>
      <h1>{step} heading</h1>
      {/* a screen that focuses its own first field */}
      <input aria-label={`${step} field`} autoFocus={focusesField} key={step} />
    </main>
  );
};

describe(useStepHeadingFocus.name, () => {
  it('leaves focus alone on the first page load', () => {
    render(<Frame step="sign-up" />);
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the new step heading on a step change', async () => {
    const view = render(<Frame step="sign-up" />);
    view.rerender(<Frame step="personal-details" />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'personal-details heading' })).toHaveFocus());
  });

  it('keeps the field a new screen focused itself', async () => {
    const view = render(<Frame step="sign-up" />);
    view.rerender(<Frame step="verify-email" focusesField />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'verify-email field' })).toHaveFocus());
  });
});
