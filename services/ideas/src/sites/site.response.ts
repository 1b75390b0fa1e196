import { ApiProperty } from '@nestjs/swagger';
import { HOSTING_PLANS, SITE_TEMPLATES, type HostingPlan, type Site, type SiteTemplate } from '@founder/contracts';
import { SiteSectionDto } from './dto/save-site.dto';

/** The Site answer, for the OpenAPI document. */
export class SiteResponse implements Site {
  @ApiProperty() companyId!: number;
  @ApiProperty({ enum: SITE_TEMPLATES }) template!: SiteTemplate;
  @ApiProperty({ type: [SiteSectionDto] }) sections!: SiteSectionDto[];
  @ApiProperty() slug!: string;
  @ApiProperty({ enum: HOSTING_PLANS }) hostingPlan!: HostingPlan;
  @ApiProperty({ description: 'False for the unsaved draft' }) stored!: boolean;
  @ApiProperty() published!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) publishedAt!: string | null;
  @ApiProperty({ enum: SITE_TEMPLATES }) recommendedTemplate!: SiteTemplate;
  @ApiProperty({ example: 'loomledger.com' }) domain!: string;
  @ApiProperty({ description: 'Visitors on the early-access list from the page' }) signupCount!: number;
}
