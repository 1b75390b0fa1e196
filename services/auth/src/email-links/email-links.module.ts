import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailLink } from './email-link.entity';
import { EmailLinksService } from './email-links.service';

@Module({
  imports: [TypeOrmModule.forFeature([EmailLink])],
  providers: [EmailLinksService],
  exports: [EmailLinksService],
})
export class EmailLinksModule {}
