import { NotFoundException } from '@nestjs/common';
import { APPLICATION_NOT_FOUND } from '@tenant/server-kit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A report id from the query; anything else names no report of the caller's (the same 404). */
export const reportIdOf = (reportId: string | undefined): string => {
  if (!reportId || !UUID.test(reportId)) throw new NotFoundException(APPLICATION_NOT_FOUND);
  return reportId;
};
