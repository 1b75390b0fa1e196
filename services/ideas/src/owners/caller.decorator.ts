import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { IDEA_CALLER, type IdeaCaller, type RequestWithCaller } from './idea-caller';

/** The IdeaCaller resolved by IdeaCallerGuard (which every idea controller uses). */
export const Caller = createParamDecorator((_data: unknown, context: ExecutionContext): IdeaCaller => {
  const caller = context.switchToHttp().getRequest<RequestWithCaller>()[IDEA_CALLER];
  if (!caller) throw new Error('IdeaCallerGuard must run before @Caller() is read');
  return caller;
});
