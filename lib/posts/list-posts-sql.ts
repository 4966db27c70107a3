// The post list as ONE SELECT: the page and the total over all pages (a window count)
// in a single round trip. The benchmark's bare route runs exactly this statement too.

export type PostListFilter = {
  userId: string;
  brandId?: string;
  /** A brand-restricted key sees only posts of its brands. */
  brandIds?: readonly string[] | null;
  status?: string;
  limit: number;
  offset: number;
};

export function postListStatement(filter: PostListFilter): { text: string; values: unknown[] } {
  const values: unknown[] = [filter.userId];
  const where = ["user_id = $1"];
  if (filter.brandId) {
    values.push(filter.brandId);
    where.push(`brand_id = $${values.length}`);
  }
  if (filter.brandIds) {
    values.push(filter.brandIds);
    where.push(`brand_id = ANY($${values.length}::uuid[])`);
  }
  if (filter.status) {
    values.push(filter.status);
    where.push(`status = $${values.length}::"PostStatus"`);
  }
  values.push(filter.limit, filter.offset);
  const text = `SELECT id, content, platforms, brand_id, image_url, status, source, scheduled_at, published_at, created_at,
    count(*) OVER () AS total
  FROM posts WHERE ${where.join(" AND ")}
  ORDER BY created_at DESC, id DESC
  LIMIT $${values.length - 1} OFFSET $${values.length}`;
  return { text, values };
}

export function postCountStatement(filter: PostListFilter): { text: string; values: unknown[] } {
  const { text, values } = postListStatement(filter);
  const from = text.indexOf("FROM posts");
  const orderBy = text.indexOf("ORDER BY");
  return { text: `SELECT count(*)::int AS total ${text.slice(from, orderBy)}`, values: values.slice(0, -2) };
}
