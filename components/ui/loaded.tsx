import type { ReactNode } from "react";
import { LoadError } from "@/components/ui/load-error";
import { messageOf } from "@/lib/client/api-error";

type Readable<T> = { status: "loading" | "error" | "ready"; data: T | undefined; error: Error | undefined; reload: () => unknown };

type Props<T> = {
  resource: Readable<T>;
  /** The placeholder, shaped like the content so nothing moves when it arrives. */
  loading: ReactNode;
  /** "Your brands could not be loaded": the alert's title; its text is the API's message. */
  errorTitle: ReactNode;
  /** A wrapper around the error alert (the padding of the card it sits in). */
  errorClassName?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The three states of anything loaded from the API, the same way everywhere: a placeholder,
 * then the content (or its empty state), or the reason it failed with "Try again".
 */
export function Loaded<T>({ resource, loading, errorTitle, errorClassName, isEmpty, empty, children }: Props<T>) {
  if (resource.status === "loading") return <>{loading}</>;
  if (resource.data === undefined) {
    const alert = <LoadError title={errorTitle} message={messageOf(resource.error)} onRetry={() => void resource.reload()} />;
    return errorClassName ? <div className={errorClassName}>{alert}</div> : alert;
  }
  if (isEmpty?.(resource.data)) return <>{empty}</>;
  return <>{children(resource.data)}</>;
}
