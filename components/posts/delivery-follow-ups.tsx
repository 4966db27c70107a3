import { ExternalIcon } from "@/components/ui/icons";
import { firstCommentLabel } from "@/lib/client/compose-follow-ups";
import type { Delivery } from "@/lib/client/types";

type Outcome = { status: "started" | "succeeded" | "failed"; permalink: string | null; error: string | null };

const STATUS_WORDS: Record<Outcome["status"], string> = { succeeded: "published", failed: "failed", started: "sent, outcome not known" };

/**
 * How far a delivery's thread got and what became of its first comment
 * (`deliveries[].thread`, `deliveries[].first_comment` of GET /posts/{id}); nothing without them.
 */
export function DeliveryFollowUps({ delivery }: { delivery: Delivery }) {
  const parts = delivery.thread ?? [];
  const comment = delivery.first_comment;
  if (parts.length === 0 && !comment) return null;
  const out = parts.filter((part) => part.status === "succeeded").length;
  return (
    <div data-testid="delivery-follow-ups" className="mt-2 space-y-1 text-xs text-slate-700">
      {parts.length > 0 ? (
        <>
          <p data-testid="delivery-thread-progress" className="font-medium">
            Thread: {out} of {parts.length} {parts.length === 1 ? "reply" : "replies"} published
          </p>
          <ul className="space-y-0.5">
            {parts.map((part) => (
              <OutcomeLine key={part.part} label={`Part ${part.part}`} outcome={part} />
            ))}
          </ul>
        </>
      ) : null}
      {comment ? (
        <ul>
          <OutcomeLine label={firstCommentLabel(delivery.platform)} outcome={comment} />
        </ul>
      ) : null}
    </div>
  );
}

function OutcomeLine({ label, outcome }: { label: string; outcome: Outcome }) {
  return (
    <li data-testid="delivery-follow-up" data-status={outcome.status} className="break-words">
      <span className="font-medium">{label}:</span> {STATUS_WORDS[outcome.status]}
      {outcome.permalink ? (
        <>
          {" · "}
          <a href={outcome.permalink} target="_blank" rel="noreferrer" className="inline-flex items-center gap-0.5 text-brand-700 underline-offset-2 hover:underline">
            link
            <ExternalIcon className="size-3 shrink-0" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </>
      ) : null}
      {outcome.error ? <span className="text-red-700"> · {outcome.error}</span> : null}
    </li>
  );
}
