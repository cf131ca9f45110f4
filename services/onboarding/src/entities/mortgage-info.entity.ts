import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** numeric columns come back from pg as strings; the API speaks numbers */
const money = { to: (value: number | null) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

/** The mortgage responses of an application (spec 2§3); without an identified property only the answer is kept. */
@Entity('mortgage_info')
export class MortgageInfoEntity {
  @PrimaryColumn({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'identified_property', type: 'boolean' })
  identifiedProperty!: boolean;

  @Column({ name: 'property_value', type: 'numeric', precision: 11, scale: 2, nullable: true, transformer: money })
  propertyValue!: number | null;

  @Column({ name: 'property_type', type: 'text', nullable: true })
  propertyType!: string | null;

  @Column({ name: 'loan_amount', type: 'numeric', precision: 11, scale: 2, nullable: true, transformer: money })
  loanAmount!: number | null;

  /** value − loan, computed by the service */
  @Column({ type: 'numeric', precision: 11, scale: 2, nullable: true, transformer: money })
  funds!: number | null;

  /** integer share of loan to value, computed by the service */
  @Column({ name: 'loan_percentage', type: 'integer', nullable: true })
  loanPercentage!: number | null;

  @Column({ name: 'sources_of_fund', type: 'text', array: true, default: () => "'{}'" })
  sourcesOfFund!: string[];

  @Column({ name: 'need_financing', type: 'boolean' })
  needFinancing!: boolean;

  /** when the step's confirmation box was ticked with this answer */
  @Column({ name: 'confirmed_at', type: 'timestamptz' })
  confirmedAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
