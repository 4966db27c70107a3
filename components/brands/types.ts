/** A brand as GET /api/v1/brands returns it. */
export type Brand = { id: string; name: string; website: string; user_id: string; created_at: string };

/** What the list knows about a brand's voice: still loading, none, or its confidence. */
export type VoiceStatus = { state: "loading" } | { state: "none" } | { state: "ready"; confidence: number } | { state: "error" };

export type Loadable<T> = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: T };
