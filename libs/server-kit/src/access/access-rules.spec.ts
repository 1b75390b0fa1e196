import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { grantedRow, type AccessRule } from './access-rules';

type Relation = 'owner' | 'anyone' | 'viewer';
const read: AccessRule<'idea', Relation> = { resource: 'idea', allow: ['owner', 'anyone'] };
const update: AccessRule<'idea', Relation> = { resource: 'idea', allow: ['owner'], refuse: { anyone: 'read-only', viewer: 'viewers read' } };
const row = { id: 1 };

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
}

describe('grantedRow', () => {
  it('answers the row for an allowed relation', () => {
    expect(grantedRow(read, { row, relations: ['owner'] }, 'Idea not found')).toBe(row);
    expect(grantedRow(read, { row, relations: ['anyone'] }, 'Idea not found')).toBe(row);
    expect(grantedRow(update, { row, relations: ['anyone', 'owner'] }, 'Idea not found')).toBe(row);
  });

  it('answers 404 with the resource message for a missing row and for a caller with no relation', () => {
    for (const found of [null, { row, relations: [] }]) {
      const error = thrown(() => grantedRow(read, found, 'Idea not found'));
      expect(error).toBeInstanceOf(NotFoundException);
      expect((error as NotFoundException).message).toBe('Idea not found');
    }
  });

  it('answers 403 with the rule message for a refused relation, 404 for one neither allowed nor refused', () => {
    const refused = thrown(() => grantedRow(update, { row, relations: ['anyone'] }, 'Idea not found'));
    expect(refused).toBeInstanceOf(ForbiddenException);
    expect((refused as ForbiddenException).message).toBe('read-only');
    expect(thrown(() => grantedRow({ resource: 'idea', allow: ['owner'] }, { row, relations: ['viewer'] }, 'Idea not found'))).toBeInstanceOf(NotFoundException);
  });
});
