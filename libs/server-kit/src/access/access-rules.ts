import { ForbiddenException, NotFoundException } from '@nestjs/common';

/**
 * One permission of a service's table (`<resource>.<verb>`, e.g. `idea.update`): the resource whose
 * row it names, and which of the caller's relations to that row grant it. A relation is what the
 * service's loader reads from the row for the caller: `owner` today, a member's role (owner, editor,
 * commenter, viewer) when companies have teams; `anyone` for a row everybody may see (the demo idea,
 * an event). A caller with no relation, or a relation neither allowed nor refused, is told the row
 * does not exist (404 with the resource's message): someone else's row reveals nothing. A relation in
 * `refuse` sees the row but lacks the permission: 403 with that message.
 */
export interface AccessRule<Resource extends string = string, Relation extends string = string> {
  readonly resource: Resource;
  readonly allow: readonly Relation[];
  readonly refuse?: Readonly<Partial<Record<Relation, string>>>;
  /** The row is read locked (SELECT ... FOR UPDATE) for the rest of the caller's transaction. */
  readonly lock?: boolean;
}

/** A row as a resource's loader found it, with the caller's relations to it (none: not theirs). */
export interface FoundRow<Row, Relation extends string = string> {
  row: Row;
  relations: readonly Relation[];
}

/**
 * The decision, the same for every service: the row when one of the caller's relations is allowed;
 * 403 with the rule's message when one is refused; otherwise 404 with the resource's message, exactly
 * as for a row that does not exist.
 */
export function grantedRow<Row, Relation extends string>(rule: AccessRule<string, Relation>, found: FoundRow<Row, Relation> | null, notFound: string): Row {
  if (!found) throw new NotFoundException(notFound);
  if (found.relations.some((relation) => rule.allow.includes(relation))) return found.row;
  const refusal = found.relations.map((relation) => rule.refuse?.[relation]).find((message) => message !== undefined);
  if (refusal !== undefined) throw new ForbiddenException(refusal);
  throw new NotFoundException(notFound);
}
