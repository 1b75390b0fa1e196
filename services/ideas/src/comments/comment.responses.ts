import { ApiProperty } from '@nestjs/swagger';
import type { CommentPart, CommentThread, CommentView, MentionableMember } from '@founder/contracts';
import { CursorPageResponse } from '@founder/server-kit';

export class CommentResponse implements CommentView {
  @ApiProperty() id!: number;
  @ApiProperty() authorUserId!: number;
  @ApiProperty({ type: String, nullable: true, description: "The author's name as auth knows it now; null when auth did not answer" }) authorName!: string | null;
  @ApiProperty({ description: 'The caller wrote it' }) mine!: boolean;
  @ApiProperty() text!: string;
  @ApiProperty({ type: [Number] }) mentions!: number[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class CommentThreadResponse extends CommentResponse implements CommentThread {
  @ApiProperty({ type: String, nullable: true, example: 'pitch-deck:problem', description: 'null on a data-room document' }) part!: CommentPart | null;
  @ApiProperty() resolved!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) resolvedAt!: string | null;
  @ApiProperty({ type: Number, nullable: true }) resolvedByUserId!: number | null;
  @ApiProperty({ type: [CommentResponse] }) replies!: CommentResponse[];
}

export const CommentThreadPageResponse = CursorPageResponse(CommentThreadResponse);

export class MentionableMemberResponse implements MentionableMember {
  @ApiProperty() userId!: number;
  @ApiProperty({ example: 'You (idea owner)' }) label!: string;
}

export class CommentCountResponse {
  @ApiProperty() open!: number;
  @ApiProperty() resolved!: number;
}
