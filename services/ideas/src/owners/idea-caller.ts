/**
 * Who is asking, as far as idea ownership goes: the signed-in user (from the gateway's verified
 * assertion) and/or the browser (from the founder_owner cookie). Both may be null: a new visitor.
 */
export interface IdeaCaller {
  userId: number | null;
  browserId: string | null;
}

/** Where IdeaCallerGuard leaves the caller on the request. */
export const IDEA_CALLER = Symbol('ideaCaller');

export interface RequestWithCaller {
  headers: Record<string, string | string[] | undefined>;
  protocol?: string;
  [IDEA_CALLER]?: IdeaCaller;
}
