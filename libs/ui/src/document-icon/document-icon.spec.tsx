import { render, screen } from '@testing-library/react';
import { DocumentIcon } from './document-icon.js';
import { DOCUMENT_ICON_CODES } from './icons.js';

describe('DocumentIcon', () => {
  it.each(DOCUMENT_ICON_CODES)('draws %s as an inline SVG', (code) => {
    render(<DocumentIcon icon={code} label={code} />);
    const icon = screen.getByRole('img', { name: code });
    expect(icon.tagName.toLowerCase()).toBe('svg');
    expect(icon.querySelector('path, rect, circle')).not.toBeNull();
  });

  it('gives each code its own drawing', () => {
    const drawings = DOCUMENT_ICON_CODES.map((code) => render(<DocumentIcon icon={code} />).container.innerHTML.replace(/data-icon="[^"]+"/, ''));
    expect(new Set(drawings).size).toBe(DOCUMENT_ICON_CODES.length);
  });

  it('treats any other value as an image URL', () => {
    render(<DocumentIcon icon="/assets/documents/contract.png" label="Employment contract" />);
    expect(screen.getByRole('img', { name: 'Employment contract' })).toHaveAttribute('src', '/assets/documents/contract.png');
  });

  it('is decorative without a label', () => {
    const { container } = render(
      <>
        <DocumentIcon icon="PASSPORT" />
        <DocumentIcon icon="/x.png" />
      </>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
