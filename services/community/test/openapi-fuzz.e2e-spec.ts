import { createTestApp, describeOpenApiFuzz } from '@founder/server-kit/testing';
import { AppModule } from '../src/app.module';

describeOpenApiFuzz('community', () => createTestApp(AppModule, 'fastify', 'community'));
