import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An account the applicant shared in a requisition; removed with its documents when the consent is revoked. */
@Entity('psd2_accounts')
export class Psd2AccountEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'requisition_id', type: 'uuid' })
  requisitionId!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  /** the provider's id of the account, valid while the session is */
  @Column({ name: 'provider_account_id', type: 'text' })
  providerAccountId!: string;

  @Column({ type: 'text', nullable: true })
  iban!: string | null;

  @Column({ type: 'text', nullable: true })
  holder!: string | null;

  @Column({ type: 'text', nullable: true })
  name!: string | null;

  @Column({ type: 'text' })
  currency!: string;

  /** the account's place in the provider's list (the panel lists them in the bank's order) */
  @Column({ type: 'integer', default: 0 })
  position!: number;

  /** the last transactions fetch (spec 2§2 last-access caption) */
  @Column({ name: 'last_accessed', type: 'timestamptz', nullable: true })
  lastAccessed!: Date | null;

  /** reads from the provider on fetch_day (UTC): PSD2 allows four unattended ones a day */
  @Column({ name: 'fetch_day', type: 'date', nullable: true })
  fetchDay!: string | null;

  @Column({ name: 'fetches_on_day', type: 'integer', default: 0 })
  fetchesOnDay!: number;

  /** the bank-statement documents made from the last fetch */
  @Column({ name: 'document_ids', type: 'uuid', array: true, default: () => "'{}'" })
  documentIds!: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
