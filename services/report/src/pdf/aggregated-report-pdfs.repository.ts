import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { REPORT_DATABASE } from '../report-database.js';
import { AggregatedReportPdfEntity } from './aggregated-report-pdf.entity.js';

/** Queries on aggregated_report_pdfs: one per main report, replaced when its set of linked reports changes. */
@Injectable()
export class AggregatedReportPdfsRepository {
  constructor(@InjectEntityManager(REPORT_DATABASE) private readonly manager: EntityManager) {}

  find(mainReportId: string): Promise<AggregatedReportPdfEntity | null> {
    return this.manager.findOneBy(AggregatedReportPdfEntity, { mainReportId });
  }

  /** Whether the main report's PDF of exactly these linked reports is stored. */
  existsFor(mainReportId: string, partReportIds: string): Promise<boolean> {
    return this.manager.existsBy(AggregatedReportPdfEntity, { mainReportId, partReportIds });
  }

  async store(pdf: Pick<AggregatedReportPdfEntity, 'mainReportId' | 'partReportIds' | 'certificateId' | 'pdf'>): Promise<AggregatedReportPdfEntity> {
    const entity = this.manager.create(AggregatedReportPdfEntity, pdf);
    await this.manager.upsert(AggregatedReportPdfEntity, entity, ['mainReportId']);
    return entity;
  }
}
