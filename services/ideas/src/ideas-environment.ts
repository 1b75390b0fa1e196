import { PortVariable, ServiceEnvironment } from '@founder/server-kit';

export class IdeasEnvironment extends ServiceEnvironment {
  @PortVariable()
  IDEAS_PORT = 4302;

  get port(): number {
    return this.IDEAS_PORT;
  }
}
