import { useT } from '../provider/context.ts';
import { LineIcon } from './LineIcon.tsx';
import { provideMessages } from '../messages/translate.ts';
import { listMessages } from '../messages/lists.ts';

provideMessages(listMessages);

/** Where a list row's Edit and Delete would be, for a row the user's account uses but does not
 *  own (its service provider's): a lock and 'Read-only', the reason on hover and for screen
 *  readers. */
export function ReadOnlyMark({ name }: { name: string }) {
  const t = useT();
  const reason = t('list.providerOwned', { name });
  return (
    <span
      title={reason}
      className="ck:inline-flex ck:items-center ck:gap-1 ck:px-2 ck:text-sm ck:text-muted"
    >
      <LineIcon size={12} weight={2.5}>
        <rect x="4" y="11" width="16" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </LineIcon>
      <span>{t('list.readOnly')}</span> <span className="ck:sr-only">{reason}</span>
    </span>
  );
}
