import { CreateSites1796900000000 } from './migrations/1796900000000-create-sites';
import { DropSiteSignupCounters1797600000000 } from './migrations/1797600000000-drop-site-signup-counters';
import { SiteSignupSourcePage1798200000600 } from './migrations/1798200000600-site-signup-source-page';
import { SiteSignupEntity } from './site-signup.entity';
import { SiteEntity } from './site.entity';

/** The tables of the sites feature, for ideas-database.ts. */
export const sitesTables = { entities: [SiteEntity, SiteSignupEntity], migrations: [CreateSites1796900000000, DropSiteSignupCounters1797600000000, SiteSignupSourcePage1798200000600] };
