import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MODAL_FADE_IN_MS, MODAL_FADE_OUT_MS } from '@tenant/domain';
import { renderWithI18n } from '../test-utils.js';
import { Dialog } from './dialog.js';

const Harness = ({ onClose, onClosed }: { onClose: () => void; onClosed?: () => void }) => {
  const [open, setOpen] = useState(false);
  const close = () => (setOpen(false), onClose());
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} title="Required documents" onClose={close} onClosed={onClosed} footer={<button onClick={close}>Continue</button>}>
        <p>Body</p>
      </Dialog>
    </>
  );
};

/** Collects the ResizeObserver callbacks so a test can report sizes the way a browser would. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  report(width: number, height: number) {
    act(() => this.callback([{ contentRect: { width, height } } as ResizeObserverEntry], this as unknown as ResizeObserver));
  }
}

describe('Dialog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('is a labelled modal dialog that takes focus and closes on Escape, returning focus', async () => {
    const onClose = jest.fn();
    const user = setup();
    await renderWithI18n(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Required documents' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(MODAL_FADE_OUT_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fades in over 300 ms and out over 200 ms, then emits closed', async () => {
    const onClosed = jest.fn();
    const user = setup();
    await renderWithI18n(<Harness onClose={() => undefined} onClosed={onClosed} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByTestId('dialog-backdrop');
    const css = document.getElementById('ui-dialog')?.textContent ?? '';
    expect(css).toContain(`ui-fade-in ${MODAL_FADE_IN_MS}ms`);
    expect(css).toContain(`ui-fade-out ${MODAL_FADE_OUT_MS}ms`);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(backdrop).toHaveClass('ui-dialog__backdrop--closing');
    act(() => jest.advanceTimersByTime(MODAL_FADE_OUT_MS - 1));
    expect(onClosed).not.toHaveBeenCalled();
    expect(backdrop).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(backdrop).not.toBeInTheDocument();
  });

  it('closes on a click outside the panel but not inside it, and keeps Tab inside', async () => {
    const onClose = jest.fn();
    const user = setup();
    await renderWithI18n(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes when the panel collapses to zero size, not while it is first measured', async () => {
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
    try {
      const onClose = jest.fn();
      const user = setup();
      await renderWithI18n(<Harness onClose={onClose} />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      const observer = FakeResizeObserver.instances.at(-1)!;
      observer.report(0, 0);
      expect(onClose).not.toHaveBeenCalled();
      observer.report(480, 300);
      observer.report(0, 0);
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.ResizeObserver = original;
    }
  });

  it('names its close control in the interface language', async () => {
    await renderWithI18n(
      <Dialog open title="Documenti" onClose={() => undefined}>
        <p>Body</p>
      </Dialog>,
      'it',
    );
    expect(screen.getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
  });
});
