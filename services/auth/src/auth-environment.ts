import { PortVariable, ServiceEnvironment } from '@founder/server-kit';

export class AuthEnvironment extends ServiceEnvironment {
  @PortVariable()
  AUTH_PORT = 4301;

  get port(): number {
    return this.AUTH_PORT;
  }
}
