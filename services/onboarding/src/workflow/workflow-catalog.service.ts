import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Occupation, OccupationsResponse, WorkflowResponse } from '@tenant/contracts';
import type { ApplicantRole, ApplicationType, EmploymentStatus } from '@tenant/domain';
import { jsonText, outsideTransaction, type JsonText } from '@tenant/server-kit';
import type { OccupationEntity } from '../entities/occupation.entity.js';
import { WorkflowCatalogRepository } from '../repositories/workflow-catalog.repository.js';
import type { OccupationAudience } from '../seed/occupations.seed.js';

/** Seeded data changes only with a migration; a short TTL picks up data edits without a restart. */
export const CATALOG_TTL_MS = 60_000;

interface Catalog {
  loadedAt: number;
  occupations: Map<OccupationAudience, OccupationsResponse>;
  /** the same, serialised once: the hot path sends these bytes as they are */
  occupationsJson: Map<OccupationAudience, JsonText<OccupationsResponse>>;
  workflows: Map<string, WorkflowResponse>;
}

const audienceOf = (role: ApplicantRole): OccupationAudience => (role === 'guarantor' ? 'guarantor' : 'applicant');
const workflowKey = (occupation: string, applicationType: string) => `${occupation}|${applicationType}`;

const toOccupation = (o: OccupationEntity): Occupation => ({
  id: o.id,
  key: o.key,
  ref: o.ref,
  description: o.description,
  documents: o.documents,
  icon: o.icon,
  income_check_fields: o.incomeCheckFields,
  isSelected: false,
  hidden: o.hidden,
});

/**
 * Occupations and workflows, served from memory: the occupation list is on the landing page of every
 * applicant, so it must not cost a query per request.
 */
@Injectable()
export class WorkflowCatalogService implements OnApplicationBootstrap {
  private catalog?: Catalog;
  private loading?: Promise<Catalog>;

  constructor(private readonly repository: WorkflowCatalogRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.current();
  }

  async occupations(role: ApplicantRole): Promise<OccupationsResponse> {
    return (await this.current()).occupations.get(audienceOf(role)) ?? { success: true, occupations: [] };
  }

  async occupationsJson(role: ApplicantRole): Promise<JsonText<OccupationsResponse>> {
    return (await this.current()).occupationsJson.get(audienceOf(role)) ?? jsonText<OccupationsResponse>({ success: true, occupations: [] });
  }

  /** The workflow of an occupation and application type, or undefined when none is seeded. */
  async workflow(occupation: EmploymentStatus, applicationType: ApplicationType): Promise<WorkflowResponse | undefined> {
    return (await this.current()).workflows.get(workflowKey(occupation, applicationType));
  }

  private async current(): Promise<Catalog> {
    if (!this.catalog) return this.reload();
    // serve stale meanwhile; the reload is nobody's part of a transaction a caller may hold
    if (Date.now() - this.catalog.loadedAt > CATALOG_TTL_MS) void outsideTransaction(() => this.reload()).catch(() => undefined);
    return this.catalog;
  }

  private reload(): Promise<Catalog> {
    this.loading ??= this.load().then(
      (catalog) => {
        this.catalog = catalog;
        this.loading = undefined;
        return catalog;
      },
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  private async load(): Promise<Catalog> {
    const [occupationRows, workflowRows] = await Promise.all([this.repository.occupations(), this.repository.workflows()]);
    const occupations = new Map<OccupationAudience, OccupationsResponse>();
    for (const audience of ['applicant', 'guarantor'] as const) {
      occupations.set(audience, { success: true, occupations: occupationRows.filter((o) => o.audience === audience).map(toOccupation) });
    }
    const workflows = new Map<string, WorkflowResponse>();
    for (const w of workflowRows) {
      workflows.set(workflowKey(w.occupationRef, w.applicationType), {
        success: true,
        workflow: w.steps,
        hidden_routes: w.steps.filter((s) => s.hidden).map((s) => s.router),
      });
    }
    const occupationsJson = new Map([...occupations].map(([audience, response]) => [audience, jsonText(response)]));
    return { loadedAt: Date.now(), occupations, occupationsJson, workflows };
  }
}
