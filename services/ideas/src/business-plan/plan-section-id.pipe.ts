import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { PLAN_SECTION_IDS, type PlanSectionId } from '@founder/contracts';

/** A section id from the path: one of the 12, or 404 'Section not found'. */
@Injectable()
export class PlanSectionIdPipe implements PipeTransform<string, PlanSectionId> {
  transform(value: string): PlanSectionId {
    if (!(PLAN_SECTION_IDS as readonly string[]).includes(value)) throw new NotFoundException('Section not found');
    return value as PlanSectionId;
  }
}
