import { displayName } from './display-name.js';

describe(displayName.name, () => {
  it.each([
    ['a right-to-left override', '\u202efdp.exe', 'fdp.exe'],
    ['bidirectional isolates and marks', '\u2067a\u200fb\u2069\u061c.pdf', 'ab.pdf'],
    ['control characters and DEL', 'name\u0000with\u0007control\u007f\u0085.pdf', 'namewithcontrol.pdf'],
    ['zero-width characters and a BOM', '\ufeffin\u200bvisible.pdf', 'invisible.pdf'],
    ['a decomposed umlaut (NFC)', 'Ma\u0308rz.pdf', 'März.pdf'],
  ])('removes %s', (_case, raw, shown) => {
    expect(displayName(raw, 255)).toBe(shown);
  });

  it('keeps HTML as text (outputs escape it) and emoji whole when cutting', () => {
    expect(displayName('<script>alert(1)</script>', 255)).toBe('<script>alert(1)</script>');
    expect(displayName('💸📄.pdf', 2)).toBe('💸📄');
  });

  it('answers null for nothing left', () => {
    expect(displayName('\u202e \u200b', 255)).toBeNull();
    expect(displayName(undefined, 255)).toBeNull();
  });
});
