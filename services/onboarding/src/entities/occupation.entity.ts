import type { IncomeCheckField, RequiredDocument } from '@tenant/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { OccupationAudience } from '../seed/occupations.seed.js';

@Entity('occupations')
export class OccupationEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text' })
  audience!: OccupationAudience;

  @Column({ type: 'text' })
  ref!: string;

  @Column({ type: 'text' })
  key!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'text' })
  icon!: string;

  @Column({ type: 'boolean', default: false })
  hidden!: boolean;

  @Column({ type: 'integer' })
  position!: number;

  @Column({ type: 'jsonb' })
  documents!: RequiredDocument[];

  @Column({ name: 'income_check_fields', type: 'jsonb' })
  incomeCheckFields!: IncomeCheckField[];
}
