import type { ReportAggregatedMessage, ReportMessageLevel } from '@tenant/contracts';

export interface NumberedMessage extends ReportAggregatedMessage {
  /** 1-based, counted separately for errors and warnings (Error 1, Warning 1, Warning 2) */
  number: number;
  /** the anchor the cells link to */
  anchor: string;
}

/** Numbers the aggregated messages: errors first, each level counted on its own (spec 2§2). */
export const numberMessages = (messages: readonly ReportAggregatedMessage[]): NumberedMessage[] => {
  const counters: Record<ReportMessageLevel, number> = { error: 0, warning: 0 };
  return [...messages]
    .sort((a, b) => (a.type === b.type ? 0 : a.type === 'error' ? -1 : 1))
    .map((message) => {
      const number = ++counters[message.type];
      return { ...message, number, anchor: `report-message-${message.type}-${number}` };
    });
};

/**
 * Where a message key's text is: the report's own flags (Report.Flag.*) or the document checks' keys
 * the income service catalogues (BankAccts.*, Payslip.*, Identity.*, Fiscal.*), which the computed
 * report passes on as they are.
 */
export const MESSAGE_NAMESPACES = ['report', 'income'];

/** The message a cell's msg names ("linked by matching text"), if any. */
export const messageFor = (messages: readonly NumberedMessage[], msg: string | null | undefined): NumberedMessage | undefined =>
  msg ? messages.find((message) => message.msg === msg) : undefined;
