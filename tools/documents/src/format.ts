/** How the banks print money: `1.234,56` with a dot for thousands and a comma for cents. */
export const euro = (cents: number, options: { sign?: 'minus' | 'always' | 'none' } = {}): string => {
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const text = `${units},${String(abs % 100).padStart(2, '0')}`;
  const sign = options.sign ?? 'minus';
  if (sign === 'none') return text;
  if (cents < 0) return `-${text}`;
  return sign === 'always' ? `+${text}` : text;
};

export type PrintedDateFormat = 'dd.mm.yyyy' | 'dd/mm/yyyy' | 'dd/mm/yy' | 'dd.mm.';

export const printDate = (iso: string, format: PrintedDateFormat): string => {
  const [year, month, day] = iso.split('-');
  switch (format) {
    case 'dd.mm.yyyy':
      return `${day}.${month}.${year}`;
    case 'dd/mm/yyyy':
      return `${day}/${month}/${year}`;
    case 'dd/mm/yy':
      return `${day}/${month}/${year.slice(2)}`;
    case 'dd.mm.':
      return `${day}.${month}.`;
  }
};

const GERMAN_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
export const germanMonth = (iso: string): string => `${GERMAN_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

export const addDays = (iso: string, days: number): string => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export const lastDayOfMonth = (year: number, month: number): string => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
