import { Alert } from './Alert.tsx';
import { RetryButton } from './RetryButton.tsx';

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
