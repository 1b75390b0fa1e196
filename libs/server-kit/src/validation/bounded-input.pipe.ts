import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { inputOutOfBounds } from './bounded-input';

export const BODY_NOT_AN_OBJECT = 'The request body must be a JSON object';

/**
 * The first pipe of every route: a body, query or path value over INPUT_BOUNDS is a 400 before
 * anything else walks it, and a body sent as anything but an object (null, a number, a string,
 * an array) is a 400 rather than taken as {} by validation. A request without a body passes.
 */
@Injectable()
export class BoundedInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'body' && metadata.data === undefined && value !== undefined && !isPlainObject(value)) {
      // Binary bodies (uploads read as bytes) are the handler's to check.
      if (!ArrayBuffer.isView(value)) throw new BadRequestException(BODY_NOT_AN_OBJECT);
    }
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const problem = inputOutOfBounds(value, metadata.data ?? '');
      if (problem) throw new BadRequestException(problem);
    }
    return value;
  }
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
