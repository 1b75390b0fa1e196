import { bootstrapService } from '@founder/server-kit';
import { AppModule } from './app.module';

void bootstrapService({ name: 'community', appModule: AppModule, adapter: 'fastify' });
