import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A company's room: made once, with the six expected placeholders (tables created by CreateDataRoom). */
@Entity({ name: 'data_rooms' })
export class DataRoomEntity {
  @PrimaryColumn({ name: 'company_id', type: 'integer' })
  companyId!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
