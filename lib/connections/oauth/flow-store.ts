import { createHash, randomUUID } from "node:crypto";
import type { KeyRing } from "@/lib/env/parse-key-ring";
import { open, seal } from "@/lib/sealing/seal";
import { dbPool } from "@/lib/db/pool";
import type { PlatformId } from "@/lib/platforms/ids";

// A sign-in in progress (model OAuthFlow): `started` until its callback claims it
// (`exchanging`), then deleted, or kept as `choosing` while the person picks a Page, location or
// author. Every read names the user and the browser session that started it, and every step
// claims the row with one conditional statement, so a callback works once.

/** Long enough to sign in at the platform, or to pick among the choices. */
export const FLOW_TTL_MINUTES = 15;

export type FlowRow = { id: string; brandId: string; platform: PlatformId; redirectUri: string; sealed: string; keyId: string };
export type FlowOwner = { userId: string; sessionId: string };

export const hashState = (state: string) => createHash("sha256").update(state, "utf8").digest("hex");
const flowAad = (flowId: string) => `brandcast/oauth-flow/v1/${flowId}`;

export function sealFlow(flowId: string, value: unknown, ring: KeyRing): { sealed: string; keyId: string } {
  return seal(JSON.stringify(value), flowAad(flowId), ring);
}

export function openFlow(row: FlowRow, ring: KeyRing): unknown {
  return JSON.parse(open(row.sealed, row.keyId, flowAad(row.id), ring));
}

export async function insertFlow(input: FlowOwner & { state: string; brandId: string; platform: PlatformId; redirectUri: string; secret: unknown; ring: KeyRing }): Promise<{ id: string; expiresAt: Date }> {
  const id = randomUUID();
  const { sealed, keyId } = sealFlow(id, input.secret, input.ring);
  // Finished flows are deleted; this user's abandoned ones go here, so the table stays small.
  await dbPool().query("DELETE FROM oauth_flows WHERE user_id = $1 AND expires_at < now()", [input.userId]);
  const { rows } = await dbPool().query<{ expires_at: Date }>(
    `INSERT INTO oauth_flows (id, state_hash, user_id, session_id, brand_id, platform, redirect_uri, status, sealed, key_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'started', $8, $9, now(), now() + make_interval(mins => $10))
     RETURNING expires_at`,
    [id, hashState(input.state), input.userId, input.sessionId, input.brandId, input.platform, input.redirectUri, sealed, keyId, FLOW_TTL_MINUTES],
  );
  return { id, expiresAt: rows[0].expires_at };
}

const COLUMNS = "id, brand_id, platform, redirect_uri, sealed, key_id";
const toRow = (row: Record<string, unknown>): FlowRow => ({
  id: row.id as string,
  brandId: row.brand_id as string,
  platform: row.platform as PlatformId,
  redirectUri: row.redirect_uri as string,
  sealed: row.sealed as string,
  keyId: row.key_id as string,
});

/**
 * The callback's claim on a started flow, by its state: null when unknown, used, expired, another
 * user's, or another browser session's that is still signed in. A flow whose session has ended
 * (signed out or expired while the person was at the platform) is the same user's to finish after
 * signing in again: the claim moves it to the session finishing it.
 */
export async function claimStartedFlow(state: string, owner: FlowOwner): Promise<FlowRow | null> {
  const { rows } = await dbPool().query(
    `UPDATE oauth_flows f SET status = 'exchanging', session_id = $3
      WHERE f.state_hash = $1 AND f.user_id = $2 AND f.status = 'started' AND f.expires_at > now()
        AND (f.session_id = $3
             OR NOT EXISTS (SELECT 1 FROM user_sessions s WHERE s.id = f.session_id AND s.expires_at > now()))
      RETURNING ${COLUMNS.split(", ").map((column) => `f.${column}`).join(", ")}`,
    [hashState(state), owner.userId, owner.sessionId],
  );
  return rows[0] ? toRow(rows[0]) : null;
}

/** A flow whose person now chooses what to connect; it holds the choices, sealed. */
export async function awaitChoice(flowId: string, sealed: { sealed: string; keyId: string }): Promise<Date> {
  const { rows } = await dbPool().query<{ expires_at: Date }>(
    `UPDATE oauth_flows SET status = 'choosing', sealed = $2, key_id = $3, expires_at = now() + make_interval(mins => $4)
      WHERE id = $1 RETURNING expires_at`,
    [flowId, sealed.sealed, sealed.keyId, FLOW_TTL_MINUTES],
  );
  return rows[0].expires_at;
}

/** A flow waiting for a choice, read without taking it (the choice is checked first). */
export async function readChoosingFlow(flowId: string, owner: FlowOwner): Promise<FlowRow | null> {
  const { rows } = await dbPool().query(
    `SELECT ${COLUMNS} FROM oauth_flows
      WHERE id = $1 AND user_id = $2 AND session_id = $3 AND status = 'choosing' AND expires_at > now()`,
    [flowId, owner.userId, owner.sessionId],
  );
  return rows[0] ? toRow(rows[0]) : null;
}

/** Ends a flow; with `status`, only if it is still in that step (the claim that makes a choice count once). */
export async function deleteFlow(flowId: string, status?: "choosing"): Promise<boolean> {
  const { rowCount } = await dbPool().query(
    status ? "DELETE FROM oauth_flows WHERE id = $1 AND status = $2" : "DELETE FROM oauth_flows WHERE id = $1",
    status ? [flowId, status] : [flowId],
  );
  return rowCount === 1;
}
