import { appliedMigrations, migrationNames, pendingMigrations } from './pending-migrations';

class First {
  name = 'First1795000000000';
}
class Second1796000000000 {}

describe('pendingMigrations', () => {
  it('lists what the build knows and the database has not run, in run order', () => {
    expect(pendingMigrations(['A1', 'B2', 'C3'], ['A1'])).toEqual(['B2', 'C3']);
    expect(pendingMigrations(['A1', 'B2'], ['A1', 'B2'])).toEqual([]);
    expect(pendingMigrations(['A1', 'B2'], [])).toEqual(['A1', 'B2']);
  });

  it('does not count migrations of a newer build that ran first', () => {
    expect(pendingMigrations(['A1', 'B2'], ['A1', 'B2', 'C3'])).toEqual([]);
  });
});

describe('migrationNames', () => {
  it('takes the name a migration declares, else its class name, in the order of the timestamps that end the names', () => {
    expect(migrationNames({ schema: 's', entities: [], migrations: [Second1796000000000, First] })).toEqual(['First1795000000000', 'Second1796000000000']);
  });
});

describe('appliedMigrations', () => {
  it('answers nothing when the schema or the table does not exist yet', async () => {
    for (const code of ['42P01', '3F000']) {
      await expect(appliedMigrations(() => Promise.reject(Object.assign(new Error('missing'), { code })), 's')).resolves.toEqual([]);
    }
  });

  it('passes on any other error', async () => {
    await expect(appliedMigrations(() => Promise.reject(Object.assign(new Error('gone'), { code: 'ECONNREFUSED' })), 's')).rejects.toThrow('gone');
  });

  it('reads the names from the schema’s migrations table', async () => {
    const query = jest.fn().mockResolvedValue([{ name: 'A1' }, { name: 'B2' }]);
    await expect(appliedMigrations(query, 'ideas')).resolves.toEqual(['A1', 'B2']);
    expect(query).toHaveBeenCalledWith('SELECT "name" FROM "ideas"."migrations"');
  });
});
