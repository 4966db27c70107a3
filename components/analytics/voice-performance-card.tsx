"use client";

import { AsOf } from "@/components/analytics/as-of";
import { formatRate } from "@/components/analytics/figures";
import { PlatformTag } from "@/components/posts/platform-icon";
import { Card, CardHeader } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { CONSISTENCY_HIGH_FROM, CONSISTENCY_MEDIUM_FROM, VOICE_MIN_POSTS, type ConsistencyBand } from "@/lib/analytics/consistency-bands";
import { useAnalytics, type AnalyticsRange } from "@/lib/client/analytics";
import { messageOf } from "@/lib/client/api-error";
import type { PlatformId } from "@/lib/platforms/ids";
import type { AnalyticsGroup } from "@/lib/schemas/analytics";

// "Voice against performance" (docs/analytics.md): the engagement rate of the brand's posts by
// brand-consistency band and by content theme, per platform (rates differ too much between
// platforms to mix them). Every bar says how many posts it stands on; below the documented
// minimum the bar is not drawn and the row says "Not enough posts yet (n of 5)".

const BAND_LABELS: Record<ConsistencyBand, string> = {
  high: `High consistency (${CONSISTENCY_HIGH_FROM} and above)`,
  medium: `Medium (${CONSISTENCY_MEDIUM_FROM} to below ${CONSISTENCY_HIGH_FROM})`,
  low: `Low (below ${CONSISTENCY_MEDIUM_FROM})`,
  unscored: "Not scored (written before scoring, or without a voice profile)",
};
const SCORED_BANDS: ConsistencyBand[] = ["high", "medium", "low"];

type Row = { key: string; label: string; posts: number; rate: number | null; enough: boolean };

export function VoicePerformanceCard({ brandId, range }: { brandId: string; range: AnalyticsRange }) {
  const bands = useAnalytics(brandId, "consistency_band", range);
  const themes = useAnalytics(brandId, "theme", range);
  const failed = [bands, themes].find((resource) => resource.status === "error");
  return (
    <Card>
      <CardHeader
        title="Voice against performance"
        description={`Engagement rate by how closely posts match the brand voice, and by the voice profile's content theme they are about. A bar needs at least ${VOICE_MIN_POSTS} posts with an engagement rate.`}
      />
      <div className="space-y-6 px-5 py-4 sm:px-6" data-testid="voice-performance">
        {failed ? (
          <LoadError title="Voice against performance could not be loaded" message={messageOf(failed.error)} onRetry={() => [bands, themes].forEach((resource) => void resource.reload())} />
        ) : !bands.data || !themes.data ? (
          <p className="text-sm text-slate-500">Loading…</p>
        ) : (
          <>
            {platformsOf(bands.data.report.groups).map((platform) => (
              <PlatformVoice key={platform} platform={platform} bands={bandRows(bands.data!.report.groups, platform)} themes={themeRows(themes.data!.report.groups, platform)} />
            ))}
            <p className="text-xs text-slate-500">
              A post&apos;s theme and consistency score are set when it is written; posts written before that was built are &quot;Not scored&quot;. Engagement rate: (likes + comments + shares +
              saves) / views, or / reach where there are no views.
            </p>
            <AsOf at={bands.data.loadedAt} />
          </>
        )}
      </div>
    </Card>
  );
}

function platformsOf(groups: AnalyticsGroup[]): PlatformId[] {
  return [...new Set(groups.map((group) => group.platform).filter((platform): platform is PlatformId => platform !== null))].sort();
}

function rowOf(key: string, label: string, group: AnalyticsGroup | undefined): Row {
  const posts = group?.sample?.posts ?? 0;
  return { key, label, posts, rate: group?.engagement_rate.value ?? null, enough: group?.sample?.enough ?? false };
}

/** High, medium and low always (an empty band is "0 of 5"), unscored only when there are such posts. */
function bandRows(groups: AnalyticsGroup[], platform: PlatformId): Row[] {
  const mine = groups.filter((group) => group.platform === platform);
  const present = mine.some((group) => group.consistency_band === "unscored") ? [...SCORED_BANDS, "unscored" as const] : SCORED_BANDS;
  return present.map((band) => rowOf(band, BAND_LABELS[band], mine.find((group) => group.consistency_band === band)));
}

function themeRows(groups: AnalyticsGroup[], platform: PlatformId): Row[] {
  return groups.filter((group) => group.platform === platform).map((group) => rowOf(group.theme ?? "", group.theme ?? "No theme matched", group));
}

function PlatformVoice({ platform, bands, themes }: { platform: PlatformId; bands: Row[]; themes: Row[] }) {
  // One scale per platform, so bars of a platform compare; the widest is the best rate drawn.
  const top = Math.max(0, ...[...bands, ...themes].filter((row) => row.enough && row.rate !== null).map((row) => row.rate!));
  return (
    <section aria-label={`Voice against performance on ${platform}`} className="space-y-3" data-testid={`voice-${platform}`}>
      <PlatformTag id={platform} />
      {bands.every((row) => row.posts === 0) ? (
        <p className="text-sm text-slate-600">None of these posts has an engagement rate yet: no views or reach to divide by (Bluesky reports neither).</p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Bars title="By brand consistency" rows={bands} top={top} />
        <Bars title="By content theme" rows={themes} top={top} />
      </div>
    </section>
  );
}

function Bars({ title, rows, top }: { title: string; rows: Row[]; top: number }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-medium text-slate-900">{title}</h3>
      <ul className="space-y-2">
        {rows.map((row) => (
          <li key={row.key} className="text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="min-w-0 break-words text-slate-700">{row.label}</span>
              <span className="tabular-nums text-slate-600">
                {row.enough && row.rate !== null ? `${formatRate(row.rate)} · ${row.posts} posts` : `Not enough posts yet (${row.posts} of ${VOICE_MIN_POSTS})`}
              </span>
            </div>
            <div className="mt-1 h-2 w-full rounded-full bg-slate-100" aria-hidden>
              {row.enough && row.rate !== null && top > 0 ? <div className="h-2 rounded-full bg-indigo-600" style={{ width: `${Math.max(2, (row.rate / top) * 100)}%` }} /> : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
