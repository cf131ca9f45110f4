import type { WorkflowStep } from '@tenant/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('workflows')
export class WorkflowEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'occupation_ref', type: 'text' })
  occupationRef!: string;

  @Column({ name: 'application_type', type: 'text' })
  applicationType!: string;

  @Column({ type: 'jsonb' })
  steps!: WorkflowStep[];
}
