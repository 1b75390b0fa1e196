import { Module } from '@nestjs/common';
import { DeviceCookies } from './device-cookies';

@Module({
  providers: [DeviceCookies],
  exports: [DeviceCookies],
})
export class DevicesModule {}
