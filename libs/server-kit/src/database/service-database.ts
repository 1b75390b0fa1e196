/** What a service owns in the shared PostgreSQL: its schema, its entity classes, its migration classes. */
export interface ServiceDatabase {
  schema: string;
  entities: Array<new () => object>;
  migrations: Array<new () => object>;
}
