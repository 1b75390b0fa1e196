import { bootstrapService } from '@founder/server-kit';
import { AppModule } from './app.module';

void bootstrapService({ name: 'auth', appModule: AppModule, adapter: 'express' });
