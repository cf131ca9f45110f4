import { Column, Entity, PrimaryColumn } from 'typeorm';

/** rapid: when the applicant finished uploading (GET set-upload-done-time), one row per application. */
@Entity('upload_done')
export class UploadDoneEntity {
  @PrimaryColumn({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'upload_done_at', type: 'timestamptz' })
  uploadDoneAt!: Date;
}
