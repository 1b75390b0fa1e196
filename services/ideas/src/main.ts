import './tracing';
import { bootstrapService } from '@founder/server-kit';
import { AppModule } from './app.module';
import { IdeasEnvironment } from './ideas-environment';

void bootstrapService({ name: 'ideas', appModule: AppModule, adapter: 'fastify', environment: IdeasEnvironment });
