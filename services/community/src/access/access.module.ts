import { Global, Module } from '@nestjs/common';
import { Access } from './access.service';

/** The access helper, for every module of the service (global: a feature cannot leave it out). */
@Global()
@Module({ providers: [Access], exports: [Access] })
export class AccessModule {}
