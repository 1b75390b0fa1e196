import { ApiProperty } from '@nestjs/swagger';
import { CURRENCY_CODES, IDEA_DOCUMENT_KINDS, IDEA_SHARE_LABEL_MAX, type CurrencyCode, type IdeaShare, type IdeaShareKind, type IdeaShareLink, type SharedIdeaView } from '@founder/contracts';
import { DOCUMENT_KINDS } from '../document-kinds/document-kinds';
import { declareDocumentFields } from '../idea-documents/document-schemas';

/** The OpenAPI schema of IdeaShareLink. */
export class IdeaShareLinkResponse implements IdeaShareLink {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: IDEA_DOCUMENT_KINDS }) kind!: IdeaShareKind;
  @ApiProperty({ type: String, nullable: true, maxLength: IDEA_SHARE_LABEL_MAX, example: 'Seed investors' }) label!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/business-plan?share=<token>', description: 'null for a link made before links were kept to copy again' }) url!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ minimum: 0 }) views!: number;
}

/** The OpenAPI schema of IdeaShare. */
export class IdeaShareResponse extends IdeaShareLinkResponse implements IdeaShare {
  @ApiProperty() token!: string;
  @ApiProperty({ example: '/business-plan?share=<token>' }) override url!: string;
}

/** The shared idea: its headline fields and the one document of the link's kind (declareDocumentFields). */
class SharedIdeaResponse {
  @ApiProperty() ideaTitle!: string;
  @ApiProperty({ description: "The founder's short name for the company, else the title's first words" }) companyName!: string;
  @ApiProperty({ enum: CURRENCY_CODES, description: 'ISO 4217: every figure of the shared document is in it' }) currency!: CurrencyCode;
  @ApiProperty() description!: string;
  @ApiProperty() industry!: string;
  @ApiProperty() stage!: string;
}
declareDocumentFields(SharedIdeaResponse, DOCUMENT_KINDS, { status: false, required: false });

/** The OpenAPI schema of SharedIdeaView. */
export class SharedIdeaViewResponse implements SharedIdeaView {
  @ApiProperty({ enum: IDEA_DOCUMENT_KINDS }) kind!: IdeaShareKind;
  @ApiProperty({ type: [String], description: "What changed in the figures since the document was written: 'Year 1 revenue is now KES 2,160,000'" }) figureChanges!: string[];
  @ApiProperty({ type: SharedIdeaResponse }) idea!: SharedIdeaView['idea'];
}
