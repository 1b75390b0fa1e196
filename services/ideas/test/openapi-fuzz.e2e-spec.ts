import { describeOpenApiFuzz } from '@founder/server-kit/testing';
import { IDENTITY_HEADER } from '@founder/identity';
import { createIdeasTestApp, signedIn } from './support/ideas-test-app';

// A user of its own: what the fuzzer creates (a startup profile, companies) must not be another suite's user's (above the ids signedIn() draws).
const FUZZ_USER_ID = 2_100_000_000;

describeOpenApiFuzz('ideas', createIdeasTestApp, async () => ({ signedIn: { [IDENTITY_HEADER]: (await signedIn({ userId: FUZZ_USER_ID })).assertion! } }));
