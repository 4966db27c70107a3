"use client";

import { useCallback, useEffect, useState } from "react";
import { AuditEventCard, AuditEventRow } from "@/components/audit/audit-event-item";
import { AuditFiltersForm } from "@/components/audit/audit-filters";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { fetchAuditEvents, NO_AUDIT_FILTERS, type AuditEvent, type AuditFilters } from "@/lib/client/audit-events";

type State = { events: AuditEvent[]; nextCursor: string | null; loading: boolean; error: string | null };

// Four columns, so that the table fits the settings column at 1280 without scrolling sideways:
// where from goes under when, the result under the action.
const COLUMNS = ["When and from", "Action and result", "Who", "Resource"];

/**
 * The workspace's audit trail, newest first: filters, then pages of 50 appended by "Load more"
 * (the API's cursor). A table on wide screens, cards on narrow ones.
 */
export function AuditEventsView() {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [state, setState] = useState<State>({ events: [], nextCursor: null, loading: true, error: null });

  const load = useCallback(
    async (cursor: string | null, signal?: AbortSignal) => {
      setState((previous) => ({ ...previous, loading: true, error: null, ...(cursor ? {} : { events: [], nextCursor: null }) }));
      try {
        const page = await fetchAuditEvents(filters, cursor, signal);
        setState((previous) => ({ events: cursor ? [...previous.events, ...page.events] : page.events, nextCursor: page.pagination.next_cursor, loading: false, error: null }));
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
        setState((previous) => ({ ...previous, loading: false, error: (error as Error).message }));
      }
    },
    [filters],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(null, controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader id="audit-filters-heading" title="Filters" />
        <AuditFiltersForm onApply={setFilters} />
      </Card>
      <Card>
        <CardHeader id="audit-events-heading" title="Events" description="Every write and sign-in of this workspace, newest first. Nothing can edit or delete them." />
        {state.error ? (
          <LoadError className="px-5 py-5 sm:px-6" title="The audit trail could not be loaded" message={state.error} onRetry={() => void load(null)} />
        ) : state.events.length === 0 && !state.loading ? (
          <EmptyState title="No events">Nothing matches these filters yet.</EmptyState>
        ) : (
          <>
            <div className="hidden overflow-x-auto md:block">
              <table className="min-w-full divide-y divide-slate-200 text-sm" aria-labelledby="audit-events-heading">
                <thead className="bg-slate-50 text-left text-xs font-medium uppercase tracking-wide text-slate-500">
                  <tr>
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col" className="px-4 py-2">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {state.events.map((event) => (
                    <AuditEventRow key={event.id} event={event} />
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="divide-y divide-slate-200 md:hidden" aria-labelledby="audit-events-heading">
              {state.events.map((event) => (
                <AuditEventCard key={event.id} event={event} />
              ))}
            </ul>
          </>
        )}
        {state.loading ? (
          <div className="flex items-center justify-center gap-2 px-6 py-6 text-sm text-slate-600" role="status">
            <Spinner /> Loading audit events…
          </div>
        ) : state.nextCursor && !state.error ? (
          <div className="flex justify-center border-t border-slate-200 px-6 py-4">
            <Button variant="secondary" onClick={() => void load(state.nextCursor)}>
              Load more
            </Button>
          </div>
        ) : null}
      </Card>
    </div>
  );
}
