import { isApiError } from '../api/errors.ts';
import { useT } from '../provider/context.ts';
import { Alert } from './Alert.tsx';
import { Link } from './Link.tsx';
import { Loading } from './Loading.tsx';
import { RetryButton } from './RetryButton.tsx';
import { useLeaveWith } from '../provider/useLeaveWith.ts';

/** What an edit page shows when its record cannot be read. One out of the user's reach sends them
 *  to the list with 'You do not have access.' (spec part 1, section 5); a missing one says so. */
export function RecordUnavailable({
  error,
  listPath,
  heading,
  onRetry,
}: {
  error: Error;
  listPath: string;
  /** What could not be read, said before the server's message (a part of the record). */
  heading?: string;
  /** Reads the record again (offered unless it is missing). */
  onRetry?(): void;
}) {
  const t = useT();
  const status = isApiError(error) ? error.status : null;
  useLeaveWith(status === 403 ? 'error.noAccess' : null, listPath);
  if (status === 403) return <Loading />;
  return (
    <Alert tone="error">
      {heading && status !== 404 && <span className="ck:font-semibold">{heading}: </span>}
      {status === 404 ? t('error.recordMissing') : error.message}{' '}
      {onRetry && status !== 404 && <RetryButton onRetry={onRetry} />}{' '}
      <Link to={listPath} className="ck:font-medium ck:underline">
        {t('error.backToList')}
      </Link>
    </Alert>
  );
}
