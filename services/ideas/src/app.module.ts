import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@founder/server-kit';
import { IdeasEnvironment } from './ideas-environment';
import { ideasDatabase } from './ideas-database';

@Module({
  imports: [ServiceCoreModule.forService({ name: 'ideas', environment: IdeasEnvironment, database: ideasDatabase })],
})
export class AppModule {}
