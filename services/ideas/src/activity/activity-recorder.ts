import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type ActivityInput, recordActivity, recordIdeaActivity } from './record-activity';

/**
 * Records an entry right after a change that has no transaction of its own to join (a file upload's
 * commit, a built-in generation): the change is already acknowledged, so a failed entry is logged and
 * never fails the request.
 */
@Injectable()
export class ActivityRecorder {
  private readonly logger = new Logger(ActivityRecorder.name);

  constructor(private readonly dataSource: DataSource) {}

  async company(companyId: number, entry: ActivityInput): Promise<void> {
    await this.quietly(() => recordActivity(this.dataSource, { ...entry, companyId }));
  }

  async idea(ideaId: number, entry: ActivityInput): Promise<void> {
    await this.quietly(() => recordIdeaActivity(this.dataSource, ideaId, entry));
  }

  private async quietly(record: () => Promise<void>): Promise<void> {
    try {
      await record();
    } catch (error) {
      this.logger.warn(`activity not recorded: ${(error as Error).message}`);
    }
  }
}
