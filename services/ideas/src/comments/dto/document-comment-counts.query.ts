import { RowId } from '../../data-room/dto/id-fields';

/** GET /api/documents/comments/counts?companyId=: the company whose data room's badges are asked for. */
export class DocumentCommentCountsQuery {
  @RowId()
  companyId!: number;
}
