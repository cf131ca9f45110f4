import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DROPDOWN_PAGE_SIZE, LISTBOX_TYPEAHEAD_RESET_MS } from '@tenant/domain';
import { renderWithI18n } from '../test-utils.js';
import { Listbox } from './listbox.js';
import type { ListboxOption } from './listbox-options.js';

const NAMES = ['Albania', 'Austria', 'Belgium', 'Bulgaria', 'Croatia', 'Cyprus', 'Czechia', 'Denmark', 'Estonia', 'Finland', 'France', 'Germany',
  'Greece', 'Hungary', 'Ireland', 'Italy', 'Latvia', 'Lithuania', 'Luxembourg', 'Malta', 'Netherlands', 'Poland', 'Portugal', 'Romania', 'Spain'];
const OPTIONS: ListboxOption[] = NAMES.map((name) => ({ value: name.slice(0, 3).toUpperCase(), label: name }));

const Single = ({ onChange = () => undefined, searchable = false }: { onChange?: (v: string) => void; searchable?: boolean }) => {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <Listbox label="Country" options={OPTIONS} value={value} onChange={(v) => (setValue(v), onChange(v))} searchable={searchable} />
      <button>Elsewhere</button>
    </>
  );
};

const Multi = ({ onChange }: { onChange: (v: string[]) => void }) => {
  const [value, setValue] = useState<string[]>([]);
  return <Listbox multiple label="Other incomes" options={OPTIONS.slice(0, 4)} value={value} onChange={(v) => (setValue(v), onChange(v))} />;
};

const activeOption = () => {
  const id = screen.getByRole('listbox').getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('Listbox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('opens from its button, shows a first page of options and works with arrows, Home, End and Enter', async () => {
    const onChange = jest.fn();
    const user = setup();
    await renderWithI18n(<Single onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Country Please select' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Country' });
    expect(listbox).toHaveFocus();
    expect(screen.getAllByRole('option')).toHaveLength(DROPDOWN_PAGE_SIZE);
    expect(activeOption()).toBe('Albania');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toBe('Belgium');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('Austria');
    await user.keyboard('{End}');
    expect(activeOption()).toBe('Spain');
    expect(screen.getAllByRole('option').length).toBeGreaterThanOrEqual(NAMES.length);
    await user.keyboard('{Home}{Enter}');
    expect(onChange).toHaveBeenCalledWith('ALB');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Country Albania' })).toHaveFocus();
  });

  it('marks the selected option and starts on it when reopened with the arrow key', async () => {
    const user = setup();
    await renderWithI18n(<Single />);
    await user.click(screen.getByRole('button', { name: /Country/ }));
    await user.click(screen.getByRole('option', { name: 'Croatia' }));
    screen.getByRole('button', { name: 'Country Croatia' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Croatia' })).toHaveAttribute('aria-selected', 'true');
    expect(activeOption()).toBe('Croatia');
  });

  it('jumps to what is typed, and starts the search over after 350 ms without a key', async () => {
    const user = setup();
    await renderWithI18n(<Single />);
    await user.click(screen.getByRole('button', { name: /Country/ }));
    await user.keyboard('g');
    expect(activeOption()).toBe('Germany');
    act(() => jest.advanceTimersByTime(LISTBOX_TYPEAHEAD_RESET_MS - 1));
    await user.keyboard('r');
    expect(activeOption()).toBe('Greece');
    act(() => jest.advanceTimersByTime(LISTBOX_TYPEAHEAD_RESET_MS));
    await user.keyboard('i');
    expect(activeOption()).toBe('Ireland');
    await user.keyboard('t');
    expect(activeOption()).toBe('Italy');
    expect(screen.getByRole('option', { name: 'Italy' })).toBeInTheDocument();
  });

  it('selects several options with Enter, Space and clicks, staying open', async () => {
    const onChange = jest.fn();
    const user = setup();
    await renderWithI18n(<Multi onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Other incomes/ }));
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await user.keyboard('{Enter}{ArrowDown} ');
    expect(onChange).toHaveBeenLastCalledWith(['ALB', 'AUS']);
    await user.click(screen.getByRole('option', { name: 'Albania' }));
    expect(onChange).toHaveBeenLastCalledWith(['AUS']);
    expect(screen.getByRole('option', { name: 'Austria' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Albania' })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Other incomes Austria' })).toHaveFocus();
  });

  it('shows the next page when scrolled to the end', async () => {
    const user = setup();
    await renderWithI18n(<Single />);
    await user.click(screen.getByRole('button', { name: /Country/ }));
    const listbox = screen.getByRole('listbox');
    Object.defineProperties(listbox, { clientHeight: { value: 256 }, scrollHeight: { value: 400 } });
    fireEvent.scroll(listbox, { target: { scrollTop: 50 } });
    expect(screen.getAllByRole('option')).toHaveLength(DROPDOWN_PAGE_SIZE);
    fireEvent.scroll(listbox, { target: { scrollTop: 144 } });
    expect(screen.getAllByRole('option')).toHaveLength(2 * DROPDOWN_PAGE_SIZE);
  });

  it('closes on Escape and on a click outside', async () => {
    const user = setup();
    await renderWithI18n(<Single />);
    await user.click(screen.getByRole('button', { name: /Country/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Country/ }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('filters by a case-insensitive search when searchable, and says when nothing matches', async () => {
    const onChange = jest.fn();
    const user = setup();
    await renderWithI18n(<Single searchable onChange={onChange} />, 'de');
    await user.click(screen.getByRole('button', { name: /Country/ }));
    const search = screen.getByRole('combobox', { name: 'Suchen' });
    expect(search).toHaveFocus();
    await user.type(search, 'LAND');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Finland', 'Ireland', 'Netherlands', 'Poland']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('IRE');
    await user.click(screen.getByRole('button', { name: /Country/ }));
    await user.type(screen.getByRole('combobox'), 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('Keine Ergebnisse');
  });
});
