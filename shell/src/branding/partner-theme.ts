import type { ListingCompany } from '@tenant/contracts';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The design tokens of libs/ui (theme/styles.ts) a partner may override. */
export const PARTNER_COLOUR_TOKENS = {
  visualPrimaryColor: '--color-primary',
  visualSecondaryColor: '--color-secondary',
  visualBackgroundColor: '--color-background',
  visualHeaderColor: '--color-header',
} as const satisfies Partial<Record<keyof ListingCompany, string>>;
export const PRIMARY_CONTRAST_TOKEN = '--color-primary-contrast';

const channels = (hex: string) => {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
  return [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
};

/** WCAG relative luminance of a hex colour. */
export const luminance = (hex: string) => {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** Text colour readable on a background: black or white, whichever contrasts more. */
export const contrastText = (background: string) => {
  const l = luminance(background);
  return (1.05) / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
};

/** CSS custom properties of a partner's branding; only well-formed hex colours are taken. */
export const partnerThemeVariables = (company: ListingCompany | null): Record<string, string> => {
  if (!company) return {};
  const variables: Record<string, string> = {};
  for (const [field, token] of Object.entries(PARTNER_COLOUR_TOKENS) as [keyof typeof PARTNER_COLOUR_TOKENS, string][]) {
    const value = company[field];
    if (value && HEX.test(value)) variables[token] = value.toLowerCase();
  }
  if (variables['--color-primary']) variables[PRIMARY_CONTRAST_TOKEN] = contrastText(variables['--color-primary']);
  return variables;
};

const ALL_TOKENS = [...Object.values(PARTNER_COLOUR_TOKENS), PRIMARY_CONTRAST_TOKEN];

/** Sets the partner's tokens on the root element (inline, so they win over the kit's :root sheet). */
export const applyPartnerTheme = (root: HTMLElement, variables: Record<string, string>) => {
  for (const token of ALL_TOKENS) {
    if (variables[token]) root.style.setProperty(token, variables[token]);
    else root.style.removeProperty(token);
  }
};

const PAGE_ICON_ID = 'page-icon';

/** Uses the partner logo as the page icon, or restores the product's icon (null). */
export const applyPageIcon = (doc: Document, href: string | null) => {
  const icon = doc.getElementById(PAGE_ICON_ID) as HTMLLinkElement | null;
  if (!icon) return;
  icon.dataset.productIcon ??= icon.getAttribute('href') ?? '';
  icon.setAttribute('href', href ?? icon.dataset.productIcon);
  if (href) icon.removeAttribute('type');
  else icon.setAttribute('type', 'image/svg+xml');
};
