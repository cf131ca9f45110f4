import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { REPORT_DATABASE } from '../report-database.js';
import { ReportPdfEntity } from './report-pdf.entity.js';

/** Queries on report_pdfs: each issued version's PDF, printed once. */
@Injectable()
export class ReportPdfsRepository {
  constructor(@InjectEntityManager(REPORT_DATABASE) private readonly manager: EntityManager) {}

  find(reportId: string): Promise<ReportPdfEntity | null> {
    return this.manager.findOneBy(ReportPdfEntity, { reportId });
  }

  exists(reportId: string): Promise<boolean> {
    return this.manager.existsBy(ReportPdfEntity, { reportId });
  }

  /** Stores the report's PDF unless one is stored already (the first stays for good), and answers the stored one. */
  async storeFirst(pdf: Pick<ReportPdfEntity, 'reportId' | 'certificateId' | 'pdf'>): Promise<ReportPdfEntity> {
    await this.manager.createQueryBuilder().insert().into(ReportPdfEntity).values(pdf).orIgnore().execute();
    return this.manager.findOneByOrFail(ReportPdfEntity, { reportId: pdf.reportId });
  }
}
