import type { EntityMetadata } from 'typeorm';

/**
 * The INSERT of a new idea: the given properties' columns as $1, $2... in that order, answering the
 * whole row under its property names, as IdeaViews reads one (plain values, no TypeORM entity).
 */
export function newIdeaStatement(idea: Pick<EntityMetadata, 'columns' | 'tablePath'>, properties: readonly string[]): string {
  const columnOf = (property: string) => {
    const column = idea.columns.find((candidate) => candidate.propertyName === property);
    if (!column) throw new Error(`startup_ideas has no column for ${property}`);
    return `"${column.databaseName}"`;
  };
  const returned = idea.columns.map((column) => `"${column.databaseName}" AS "${column.propertyName}"`).join(', ');
  return (
    `INSERT INTO ${idea.tablePath} (${properties.map(columnOf).join(', ')}) ` +
    `VALUES (${properties.map((_property, index) => `$${index + 1}`).join(', ')}) RETURNING ${returned}`
  );
}
