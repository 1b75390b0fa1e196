import { PortVariable, ServiceEnvironment } from '@founder/server-kit';

export class CommunityEnvironment extends ServiceEnvironment {
  @PortVariable()
  COMMUNITY_PORT = 4303;

  get port(): number {
    return this.COMMUNITY_PORT;
  }
}
