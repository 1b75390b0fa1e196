import { ApiProperty } from '@nestjs/swagger';
import { HOSTING_PLANS, RESERVED_SITE_SLUGS, SITE_LIMITS, SITE_SECTION_IDS, SITE_TEMPLATES, type HostingPlan, type SiteSectionId, type SiteTemplate } from '@founder/contracts';
import { OneOf } from '@founder/server-kit';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsNotIn, IsString, Matches, MaxLength, MinLength, ValidateNested } from 'class-validator';

export class SiteSectionDto {
  @OneOf(SITE_SECTION_IDS)
  id!: SiteSectionId;

  /** The heading is the section's own (spec section 3); the server keeps its name, not a client's. */
  @IsString()
  @MaxLength(40)
  @ApiProperty({ maxLength: 40 })
  name!: string;

  @IsString()
  @MaxLength(SITE_LIMITS.sectionContent.max)
  @ApiProperty({ maxLength: SITE_LIMITS.sectionContent.max })
  content!: string;

  @IsBoolean()
  @ApiProperty()
  enabled!: boolean;
}

/** PUT .../site: the whole site as the builder shows it. */
export class SaveSiteDto {
  @OneOf(SITE_TEMPLATES)
  template!: SiteTemplate;

  /** The five sections, each once (checked by the service, which keeps them in page order). */
  @IsArray()
  @ArrayMinSize(SITE_SECTION_IDS.length)
  @ArrayMaxSize(SITE_SECTION_IDS.length)
  @ValidateNested({ each: true })
  @Type(() => SiteSectionDto)
  @ApiProperty({ type: [SiteSectionDto], minItems: SITE_SECTION_IDS.length, maxItems: SITE_SECTION_IDS.length })
  sections!: SiteSectionDto[];

  @IsString()
  @MinLength(SITE_LIMITS.slug.min)
  @MaxLength(SITE_LIMITS.slug.max)
  @IsNotIn(RESERVED_SITE_SLUGS, { message: ({ value }) => `slug "${String(value)}" is reserved for the platform` })
  @Matches(new RegExp(SITE_LIMITS.slug.pattern), { message: 'slug must be lower-case letters, digits and single hyphens' })
  @ApiProperty({ minLength: SITE_LIMITS.slug.min, maxLength: SITE_LIMITS.slug.max, pattern: SITE_LIMITS.slug.pattern, example: 'loomledger' })
  slug!: string;

  @OneOf(HOSTING_PLANS)
  hostingPlan!: HostingPlan;
}
