import { IDENTITY_HEADER } from '@founder/identity';
import { describeOpenApiFuzz } from '@founder/server-kit/testing';
import { AuthStub, createCommunityTestApp } from './support/community-test-app';

// Auth at the edge is the stub (it knows the signed-in founder), so signed-in operations reach their 2xx.
let auth: AuthStub;

describeOpenApiFuzz(
  'community',
  async () => createCommunityTestApp((auth = await AuthStub.start())),
  async () => ({ signedIn: { [IDENTITY_HEADER]: (await auth.founder('Fuzz Founder')).assertion } }),
);

afterAll(async () => {
  await auth.close();
});
