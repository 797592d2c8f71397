import { useT } from '../provider/context.ts';
import { Button } from './Button.tsx';

/** 'Try again', beside a message saying what failed. */
export function RetryButton({ onRetry }: { onRetry(): void }) {
  const t = useT();
  return (
    <Button size="sm" variant="secondary" onClick={onRetry}>
      {t('error.retry')}
    </Button>
  );
}
