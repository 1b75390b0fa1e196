import './tracing';
import { bootstrapService } from '@founder/server-kit';
import { AppModule } from './app.module';
import { CommunityEnvironment } from './community-environment';

void bootstrapService({ name: 'community', appModule: AppModule, adapter: 'fastify', environment: CommunityEnvironment });
