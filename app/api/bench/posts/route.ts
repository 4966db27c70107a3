import { dbPool } from "@/lib/db/pool";
import { serverEnv } from "@/lib/env/server-env";
import { postListStatement } from "@/lib/posts/list-posts-sql";
import { uuidSchema } from "@/lib/schemas/common";

// The benchmarks' baseline (npm run bench, npm run bench:scale): exactly the post list's
// single statement (a page and its total), with no authentication, rate limit or envelope,
// so that the figure for the real endpoint can be read as a ratio against it. It exists only when BENCH_ROUTES is set: it would
// otherwise let anyone read a user's posts.
export async function GET(request: Request): Promise<Response> {
  if (!serverEnv().BENCH_ROUTES) return new Response("Not found", { status: 404 });
  const userId = uuidSchema.safeParse(new URL(request.url).searchParams.get("user_id"));
  if (!userId.success) return new Response("user_id must be a UUID", { status: 400 });
  const { rows } = await dbPool().query(postListStatement({ userId: userId.data, limit: 50, offset: 0 }));
  // The statement reads one row past the page, to know whether a next page exists.
  return Response.json({ posts: rows.slice(0, 50), total: Number(rows[0]?.total ?? 0) });
}
