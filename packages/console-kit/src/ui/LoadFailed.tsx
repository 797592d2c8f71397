import { Alert } from './Alert.tsx';
import { RetryButton } from './RetryButton.tsx';

/** Why something could not be read (the server's message), and how to ask again. */
export interface LoadFailure {
  message: string;
  retry(): void;
  /** Asked again and waiting for the answer. */
  retrying?: boolean;
}

/** A query's failure, or null while it has none. */
export function failureOf(query: {
  error: Error | null;
  refetch(): unknown;
  isFetching?: boolean;
}): LoadFailure | null {
  if (!query.error) return null;
  const { message } = query.error;
  return { message, retry: () => void query.refetch(), retrying: query.isFetching ?? false };
}

/** What a page or list shows in place of what it could not read: why, and 'Try again'. */
export function LoadFailed({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry(): void;
  className?: string;
}) {
  return (
    <Alert tone="error" className={className}>
      <span className="ck:flex ck:flex-wrap ck:items-center ck:gap-x-3 ck:gap-y-2">
        <span>{message}</span>
        <RetryButton onRetry={onRetry} />
      </span>
    </Alert>
  );
}
