import type { CursorPosition } from "@/lib/posts/post-cursor";

/** What a post list asks for: the page statement (list-posts-sql.ts) and the total (post-total-sql.ts) both read it. */
export type PostListFilter = {
  userId: string;
  brandId?: string;
  /** A brand-restricted key sees only posts of its brands. */
  brandIds?: readonly string[] | null;
  status?: string;
  /** A time range on placed_at (from inclusive, to exclusive); with one, posts come earliest placed first. */
  from?: Date;
  to?: Date;
  /** Text search: posts whose content or a version's content contains this, ignoring case. */
  q?: string;
  limit: number;
  /** OFFSET paging (`page`); 0 with a cursor. */
  offset: number;
  /** Keyset paging (`cursor`): the posts after this one in the list's order. */
  after?: CursorPosition;
};
