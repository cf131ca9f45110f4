import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { emptyInputs, type InputDocument, type ReportInputs } from '../computation/inputs.js';
import { REPORT_DATABASE } from '../report-database.js';

/** The sections of ReportInputs kept as one event's data each (documents have their own table). */
export type InputSection = Exclude<keyof ReportInputs, 'applicationId' | 'documents' | 'documentsProcessing'>;

/**
 * The report's copy of its inputs (report-inputs/README.md). Every write keeps the newest event of its
 * kind (by occurredAt, equal included) and answers whether it changed anything: the same event
 * delivered again writes the same data, changes nothing and so asks for no rebuild (a rebuild of a
 * completed report would issue a second version, and mail it). Raw SQL: each write is one conditional
 * upsert on jsonb (newest event wins, RETURNING says whether it changed anything), which TypeORM's
 * query builder cannot say more clearly.
 */
@Injectable()
export class ReportInputsRepository {
  constructor(@InjectEntityManager(REPORT_DATABASE) private readonly manager: EntityManager) {}

  /** Keeps `data` as the section unless a newer event already set it. */
  async saveSection<S extends InputSection>(applicationId: string, section: S, data: ReportInputs[S], at: string): Promise<boolean> {
    const rows = (await this.manager.query(
      `INSERT INTO report_inputs (application_id, sections) VALUES ($1, jsonb_build_object($2::text, $3::jsonb))
       ON CONFLICT (application_id) DO UPDATE SET sections = report_inputs.sections || EXCLUDED.sections
       WHERE ((report_inputs.sections -> $2::text ->> 'at') IS NULL OR (report_inputs.sections -> $2::text ->> 'at')::timestamptz <= $4::timestamptz)
         AND report_inputs.sections -> $2::text IS DISTINCT FROM EXCLUDED.sections -> $2::text
       RETURNING application_id`,
      [applicationId, section, JSON.stringify({ at, data }), at],
    )) as unknown[];
    return rows.length > 0;
  }

  /** An uploaded document whose parse is still to come (nothing changes when its parse or deletion arrived first). */
  async markUploaded(applicationId: string, documentId: string, at: string): Promise<boolean> {
    const rows = (await this.manager.query(
      `INSERT INTO report_input_documents (document_id, application_id, document, pending, occurred_at) VALUES ($1, $2, NULL, true, $3)
       ON CONFLICT (document_id) DO NOTHING RETURNING document_id`,
      [documentId, applicationId, at],
    )) as unknown[];
    return rows.length > 0;
  }

  /** A parsed document, unless it was deleted or a newer parse of it is kept; a parse always ends the upload's wait (clocks of the two events may disagree). */
  async saveDocument(applicationId: string, document: InputDocument, at: string): Promise<boolean> {
    const rows = (await this.manager.query(
      `INSERT INTO report_input_documents (document_id, application_id, document, occurred_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (document_id) DO UPDATE SET document = EXCLUDED.document, pending = false, occurred_at = EXCLUDED.occurred_at
       WHERE NOT report_input_documents.deleted
         AND (report_input_documents.pending OR (report_input_documents.occurred_at <= EXCLUDED.occurred_at AND report_input_documents.document IS DISTINCT FROM EXCLUDED.document))
       RETURNING document_id`,
      [document.documentId, applicationId, JSON.stringify(document), at],
    )) as unknown[];
    return rows.length > 0;
  }

  /** A deleted document leaves a tombstone: a documents/parsed delivered late cannot bring it back. */
  async deleteDocument(applicationId: string, documentId: string, at: string): Promise<boolean> {
    const rows = (await this.manager.query(
      `INSERT INTO report_input_documents (document_id, application_id, document, deleted, occurred_at) VALUES ($1, $2, NULL, true, $3)
       ON CONFLICT (document_id) DO UPDATE SET document = NULL, pending = false, deleted = true, occurred_at = GREATEST(report_input_documents.occurred_at, EXCLUDED.occurred_at)
       WHERE NOT report_input_documents.deleted
       RETURNING document_id`,
      [documentId, applicationId, at],
    )) as unknown[];
    return rows.length > 0;
  }

  /** application/deleted: nothing of the application stays in the inputs. */
  async purge(applicationId: string): Promise<void> {
    await this.manager.query('DELETE FROM report_inputs WHERE application_id = $1', [applicationId]);
    await this.manager.query('DELETE FROM report_input_documents WHERE application_id = $1', [applicationId]);
  }

  /** The inputs as the events left them; documents in the order they were parsed. */
  async load(applicationId: string): Promise<ReportInputs> {
    const inputs = emptyInputs(applicationId);
    const [row] = (await this.manager.query('SELECT sections FROM report_inputs WHERE application_id = $1', [applicationId])) as { sections: Record<string, { data: unknown }> }[];
    for (const [section, value] of Object.entries(row?.sections ?? {})) (inputs as unknown as Record<string, unknown>)[section] = value.data;
    const documents = (await this.manager.query(
      'SELECT document FROM report_input_documents WHERE application_id = $1 AND NOT deleted AND NOT pending ORDER BY occurred_at, document_id',
      [applicationId],
    )) as { document: InputDocument }[];
    inputs.documents = documents.map(({ document }) => document);
    const [{ processing }] = (await this.manager.query('SELECT count(*)::int AS processing FROM report_input_documents WHERE application_id = $1 AND pending AND NOT deleted', [applicationId])) as {
      processing: number;
    }[];
    inputs.documentsProcessing = processing;
    return inputs;
  }
}
