import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { RenderErrorBoundary } from './render-error-boundary.js';

const Fails = ({ when }: { when: boolean }) => {
  if (when) throw new Error('broken page');
  return <p>the page</p>;
};

describe(RenderErrorBoundary.name, () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback in place of what failed to render, names it in the console, and tries again on a new reset key', () => {
    const view = (resetKey: string, fails: boolean) => (
      <RenderErrorBoundary resetKey={resetKey} what="page /en/status" fallback={<p role="alert">could not be shown</p>}>
        <Fails when={fails} />
      </RenderErrorBoundary>
    );
    const { rerender } = render(view('/en/status', true));
    expect(screen.getByRole('alert')).toHaveTextContent('could not be shown');
    expect(console.error).toHaveBeenCalledWith('page /en/status failed', expect.any(Error), expect.any(String));

    // the same address keeps the fallback; another one renders again
    rerender(view('/en/status', false));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(view('/en/legal/terms', false));
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
