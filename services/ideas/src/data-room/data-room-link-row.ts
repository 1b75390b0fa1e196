import { Column, PrimaryGeneratedColumn } from 'typeorm';

/** The columns of a row a visitor makes through a data room link: its id, the company and the link. */
export abstract class DataRoomLinkRow {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'company_id', type: 'integer' })
  companyId!: number;

  @Column({ name: 'link_id', type: 'integer' })
  linkId!: number;
}
