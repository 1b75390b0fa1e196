import multipart from '@fastify/multipart';
import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { COMPANY_LOGO_MAX_BYTES, DATA_ROOM_MAX_FILE_BYTES } from '@founder/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * multipart/form-data (logo, data room files) is streamed by @fastify/multipart, limited per route by
 * readUpload, not by the 1 MB JSON limit. Registered once, whichever features import this module.
 */
@Module({})
export class UploadsModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  async onModuleInit(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    await fastify.register(multipart, { limits: { fileSize: Math.max(COMPANY_LOGO_MAX_BYTES, DATA_ROOM_MAX_FILE_BYTES) + 1, files: 1 } });
    // An upload refused before its body was read whole (too large, a full room, a refused type):
    // the rest is read and dropped once the answer is out, so the gateway's kept-alive connection
    // can carry its next request (left unread, that request waited for the socket's timeout).
    fastify.addHook('onResponse', (request, _reply, done) => {
      if (request.isMultipart() && !request.raw.complete) {
        request.raw.unpipe();
        request.raw.resume();
      }
      done();
    });
  }
}
