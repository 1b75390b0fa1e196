import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { ServiceEnvironment } from '../environment/service-environment';
import { IsServiceAddresses } from '../internal-calls/service-addresses';

/** The variables of a service that tells auth what happened (ideas, community): auth mails the founders. */
export abstract class NotifyingServiceEnvironment extends ServiceEnvironment {
  /** Where auth answers the internal calls (user lookups, notifications): one address, or each replica's, comma-separated. */
  @IsServiceAddresses()
  AUTH_URL = 'http://127.0.0.1:4301';

  /** The first wait before a notification auth did not take is handed over again (doubling each try). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(3600)
  NOTIFY_RETRY_DELAY_SECONDS = 30;
}
