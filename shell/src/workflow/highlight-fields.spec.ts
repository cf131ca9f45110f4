import { FIELD_HIGHLIGHT_BLUR_DELAY_MS } from '@tenant/domain';
import { highlightFields } from './highlight-fields.js';

describe('highlightFields (spec 1§4: focus then blur every text field after a failed save)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const form = () => {
    document.body.innerHTML = `
      <form>
        <input name="plain" /><input type="email" name="email" /><textarea name="notes"></textarea>
        <input type="text" name="locked" disabled /><input type="checkbox" name="agree" /><select name="pick"></select>
      </form>`;
    const events: string[] = [];
    for (const field of document.querySelectorAll('input, textarea, select')) {
      const name = field.getAttribute('name');
      field.addEventListener('focus', () => events.push(`focus ${name}`));
      field.addEventListener('blur', () => events.push(`blur ${name}`));
    }
    return events;
  };

  it('touches nothing before the delay, then focuses and blurs each enabled text field in order', async () => {
    const events = form();
    const done = highlightFields(document);
    jest.advanceTimersByTime(FIELD_HIGHLIGHT_BLUR_DELAY_MS - 1);
    expect(events).toEqual([]);
    jest.advanceTimersByTime(1);
    await done;
    expect(events).toEqual(['focus plain', 'blur plain', 'focus email', 'blur email', 'focus notes', 'blur notes']);
    expect(document.activeElement).toBe(document.body);
  });

  it('gives the caret back to a field the user went on typing in during the delay, selection included', async () => {
    const events = form();
    const notes = document.querySelector<HTMLTextAreaElement>('textarea')!;
    const done = highlightFields(document);
    notes.value = 'quiet tenant';
    notes.focus();
    notes.setSelectionRange(0, 5);
    events.length = 0;
    jest.advanceTimersByTime(FIELD_HIGHLIGHT_BLUR_DELAY_MS);
    await done;
    expect(events).toEqual(['blur notes', 'focus plain', 'blur plain', 'focus email', 'blur email', 'focus notes', 'blur notes', 'focus notes']);
    expect(document.activeElement).toBe(notes);
    expect([notes.selectionStart, notes.selectionEnd]).toEqual([0, 5]);
  });

  it('looks only inside the given root', async () => {
    const events = form();
    const done = highlightFields(document.querySelector('textarea')!.parentElement!.appendChild(document.createElement('div')), 0);
    jest.advanceTimersByTime(0);
    await done;
    expect(events).toEqual([]);
  });
});
