import { Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { UserDataExport } from '@founder/contracts';
import { INTERNAL_TOKEN_HEADER } from '@founder/identity';
import { fileContent, InternalTokenGuard } from '@founder/server-kit';
import type { FastifyReply } from 'fastify';
import { AccountDataDeletionService } from './account-data-deletion.service';
import { AccountDataExportService } from './account-data-export.service';

/** UserDataExport (libs/contracts): JSON entries by their path in the zip, and the files auth fetches one at a time. */
const USER_DATA_EXPORT_SCHEMA = {
  type: 'object',
  required: ['entries', 'files'],
  properties: {
    entries: { type: 'object', additionalProperties: true },
    files: { type: 'array', items: { type: 'object', required: ['path', 'url'], properties: { path: { type: 'string' }, url: { type: 'string' } } } },
  },
};

/**
 * Auth's calls when a founder exports their data or deletes their account. Outside /api, so the
 * gateway never proxies them, and guarded by the internal token.
 */
@ApiTags('internal')
@ApiHeader({ name: INTERNAL_TOKEN_HEADER, required: true, description: 'internalToken(IDENTITY_SECRET)' })
@UseGuards(InternalTokenGuard)
@Controller('internal/users/:userId')
export class InternalAccountDataController {
  constructor(
    private readonly exports: AccountDataExportService,
    private readonly deletion: AccountDataDeletionService,
  ) {}

  @Get('export')
  @ApiOkResponse({ description: "The founder's rows (entries) and the list of their uploaded files", schema: USER_DATA_EXPORT_SCHEMA })
  export(@Param('userId', ParseIntPipe) userId: number): Promise<UserDataExport> {
    return this.exports.export(userId);
  }

  @Get('files/data-room/:documentId')
  @ApiOkResponse({ description: "A data room file of the founder's", content: fileContent('application/octet-stream') })
  async dataRoomFile(@Param('userId', ParseIntPipe) userId: number, @Param('documentId', ParseIntPipe) documentId: number): Promise<StreamableFile> {
    const file = await this.exports.dataRoomFile(userId, documentId);
    return new StreamableFile(file.stream, { type: 'application/octet-stream', length: file.size });
  }

  @Get('files/logos/:companyId')
  @ApiOkResponse({ description: "A company logo of the founder's", content: fileContent('image/png', 'image/jpeg') })
  async logo(
    @Param('userId', ParseIntPipe) userId: number,
    @Param('companyId', ParseIntPipe) companyId: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { bytes, type } = await this.exports.logo(userId, companyId);
    reply.header('content-type', type);
    return bytes;
  }

  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse({ description: "The founder's rows and files are gone (again: nothing to do)" })
  delete(@Param('userId', ParseIntPipe) userId: number): Promise<void> {
    return this.deletion.delete(userId);
  }
}
