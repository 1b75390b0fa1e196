/** page/pageSize of a list query: page 1 and the default size unless asked; more than the maximum gets the maximum. */
export function paging(query: { page?: number; pageSize?: number }, limits: { default: number; max: number }): { page: number; pageSize: number; skip: number } {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? limits.default, limits.max);
  return { page, pageSize, skip: (page - 1) * pageSize };
}
