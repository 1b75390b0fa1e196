import { BadRequestException, ValidationPipe } from '@nestjs/common';
import { validationMessage } from './validation-message';

/**
 * The app-wide pipe: DTOs are the only door for input. Unknown fields are refused, not dropped,
 * so a client typo is visible; the first failing rule per field keeps the message short.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(validationMessage(errors)),
  });
}
