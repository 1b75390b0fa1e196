import { Body, Controller, Get, HttpCode, Param, Post, Put, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Identity } from '@founder/identity';
import { LAUNCH_CHECKLIST_IDS, type LaunchChecklistItemId, type MvpProgress } from '@founder/contracts';
import { CurrentIdentity, fileContent, RequireIdentity } from '@founder/server-kit';
import { COMPANY_NOT_FOUND } from '../access/messages';
import { CompanyIdPipe } from '../companies/company-params.pipe';
import { SaveChecklistDto } from './dto/save-checklist.dto';
import { CHECKLIST_INCOMPLETE, MvpService, type Download } from './mvp.service';

class MvpProgressResponse implements MvpProgress {
  @ApiProperty() companyId!: number;
  @ApiProperty({ type: [String], enum: LAUNCH_CHECKLIST_IDS }) checklist!: LaunchChecklistItemId[];
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) launchedAt!: string | null;
}

function download({ bytes, name, type }: Download): StreamableFile {
  return new StreamableFile(bytes, { type, disposition: `attachment; filename="${name}"`, length: bytes.length });
}

/** The MVP builder of a company: its Launch Checklist, Launch MVP, and the code downloads. Only the company's owner. */
@ApiTags('mvp builder')
@ApiNotFoundResponse({ description: COMPANY_NOT_FOUND })
@Controller('api/companies/:id/mvp')
@RequireIdentity()
export class MvpController {
  constructor(private readonly mvp: MvpService) {}

  @Get()
  @ApiOkResponse({ type: MvpProgressResponse, description: 'The ticked Launch Checklist items and the launch date' })
  read(@Param('id', CompanyIdPipe) id: number, @CurrentIdentity() identity: Identity): Promise<MvpProgress> {
    return this.mvp.read(id, identity.userId);
  }

  @Put('checklist')
  @ApiOkResponse({ type: MvpProgressResponse, description: 'The stored checklist, in checklist order' })
  saveChecklist(@Param('id', CompanyIdPipe) id: number, @Body() input: SaveChecklistDto, @CurrentIdentity() identity: Identity): Promise<MvpProgress> {
    return this.mvp.saveChecklist(id, identity.userId, input.checklist);
  }

  @Post('launch')
  @HttpCode(200)
  @ApiOkResponse({ type: MvpProgressResponse, description: 'The launched MVP' })
  @ApiConflictResponse({ description: CHECKLIST_INCOMPLETE })
  launch(@Param('id', CompanyIdPipe) id: number, @CurrentIdentity() identity: Identity): Promise<MvpProgress> {
    return this.mvp.launch(id, identity.userId);
  }

  @Get('templates/:templateId/code')
  @ApiOkResponse({ description: 'The starter project as a zip (attachment)', content: fileContent('application/zip') })
  async code(@Param('id', CompanyIdPipe) id: number, @Param('templateId') templateId: string, @CurrentIdentity() identity: Identity): Promise<StreamableFile> {
    return download(await this.mvp.code(id, identity.userId, templateId));
  }

  @Get('generators/:generatorId/code')
  @ApiOkResponse({ description: "The generator's source file (attachment)", content: fileContent('text/javascript') })
  async generatorFile(@Param('id', CompanyIdPipe) id: number, @Param('generatorId') generatorId: string, @CurrentIdentity() identity: Identity): Promise<StreamableFile> {
    return download(await this.mvp.generatorFile(id, identity.userId, generatorId));
  }
}
