import { describeOpenApiFuzz } from '@founder/server-kit/testing';
import { IDENTITY_HEADER } from '@founder/identity';
import { createIdeasTestApp, signedIn } from './support/ideas-test-app';

describeOpenApiFuzz('ideas', createIdeasTestApp, async () => ({ signedIn: { [IDENTITY_HEADER]: (await signedIn()).assertion! } }));
