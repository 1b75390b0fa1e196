import './tracing';
import { bootstrapService } from '@founder/server-kit';
import { AppModule } from './app.module';
import { AuthEnvironment } from './auth-environment';

void bootstrapService({ name: 'auth', appModule: AppModule, adapter: 'express', environment: AuthEnvironment });
