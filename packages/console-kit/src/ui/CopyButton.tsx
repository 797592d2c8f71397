import { useConsole } from '../provider/context.ts';
import { Button } from './Button.tsx';
import { LineIcon } from './LineIcon.tsx';
import { provideMessages } from '../messages/translate.ts';
import { formMessages } from '../messages/forms.ts';

provideMessages(formMessages);

/** Copies a text to the clipboard, saying whether it worked (the spec's messages). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t, notifier } = useConsole();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notifier.notify('success', t('clipboard.copied'));
    } catch {
      notifier.notify('error', t('clipboard.failed', { text }));
    }
  };
  return (
    <Button
      size="sm"
      variant="ghost"
      className="ck:shrink-0"
      onClick={copy}
      aria-label={label}
      title={label}
    >
      <LineIcon size={14}>
        <rect x="9" y="9" width="11" height="11" rx="2" />
        <path d="M5 15V5a2 2 0 0 1 2-2h8" />
      </LineIcon>
    </Button>
  );
}
