import type { Scope } from "@/lib/auth/scopes";

export type ApiKey = {
  id: string;
  name: string;
  key_prefix: string;
  scopes: Scope[];
  brand_ids: string[] | null;
  agent_type: string | null;
  rate_limit_rpm: number;
  rate_limit_rpd: number;
  last_used_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  created_at: string;
};

export type ApiKeyWithSecret = ApiKey & { key: string };

export type BrandOption = { id: string; name: string; website: string };

export type Loadable<T> = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: T };
