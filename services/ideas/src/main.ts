import { bootstrapService } from '@founder/server-kit';
import { AppModule } from './app.module';

void bootstrapService({ name: 'ideas', appModule: AppModule, adapter: 'fastify' });
