import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from '@tenant/domain';
import type { NumberedMessage } from './messages/numbering.js';

export interface ReportContextValue {
  lang: Language;
  /** the aggregated messages, numbered, which cells link to */
  messages: NumberedMessage[];
  /** print: the PDF (no interactive parts, charts at a fixed width) */
  medium: 'screen' | 'print';
}

const ReportContext = createContext<ReportContextValue | null>(null);

export const ReportContextProvider = ({ value, children }: { value: ReportContextValue; children: ReactNode }) => (
  <ReportContext.Provider value={value}>{children}</ReportContext.Provider>
);

export const useReportContext = (): ReportContextValue => {
  const value = useContext(ReportContext);
  if (!value) throw new Error('report sections render inside ReportView');
  return value;
};
