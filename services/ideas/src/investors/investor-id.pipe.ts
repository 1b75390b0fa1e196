import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { INVESTOR_NOT_FOUND } from './investor-access.service';

const MAX_ID = 2_147_483_647;

/** An investor id from the path; anything that cannot be an id is an investor that is not found. */
@Injectable()
export class InvestorIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_ID) throw new NotFoundException(INVESTOR_NOT_FOUND);
    return Number(value);
  }
}
