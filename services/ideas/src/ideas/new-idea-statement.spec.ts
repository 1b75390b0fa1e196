import { newIdeaStatement } from './new-idea-statement';

const idea = {
  tablePath: 'ideas.startup_ideas',
  columns: [
    { propertyName: 'id', databaseName: 'id' },
    { propertyName: 'ideaTitle', databaseName: 'idea_title' },
    { propertyName: 'analysis', databaseName: 'analysis' },
  ],
} as unknown as Parameters<typeof newIdeaStatement>[0];

describe('newIdeaStatement', () => {
  it('inserts the given properties in order and answers every column under its property name', () => {
    expect(newIdeaStatement(idea, ['ideaTitle', 'analysis'])).toBe(
      'INSERT INTO ideas.startup_ideas ("idea_title", "analysis") VALUES ($1, $2) RETURNING "id" AS "id", "idea_title" AS "ideaTitle", "analysis" AS "analysis"',
    );
  });

  it('names a property without a column', () => {
    expect(() => newIdeaStatement(idea, ['owner'])).toThrow('startup_ideas has no column for owner');
  });
});
