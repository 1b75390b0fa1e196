import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { RowIdPipe } from '@founder/server-kit';
import { BUSINESS_MODULE_IDS, WORKSPACE_TOOL_IDS, type WorkKind } from '@founder/contracts';
import { COMPANY_NOT_FOUND } from '../access/messages';

export const WORK_KINDS: readonly string[] = [...WORKSPACE_TOOL_IDS, ...BUSINESS_MODULE_IDS];

/** A company id from the path; anything that cannot be an id is a company that is not found. */
export const CompanyIdPipe = new RowIdPipe(COMPANY_NOT_FOUND);

/** A tool id or a module id from the path; anything else is a 404. */
@Injectable()
export class WorkKindPipe implements PipeTransform<string, WorkKind> {
  transform(value: string): WorkKind {
    if (!WORK_KINDS.includes(value)) throw new NotFoundException(`No AI tool or module named ${value}`);
    return value as WorkKind;
  }
}
