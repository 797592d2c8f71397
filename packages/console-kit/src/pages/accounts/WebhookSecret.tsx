import { useState } from 'react';
import type { Account } from '../../api/types.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useWrite } from '../../data/useWrite.ts';
import { useConsole } from '../../provider/context.ts';
import { Button } from '../../ui/Button.tsx';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { accountsApi } from '../../api/accounts.ts';

/** The account's webhook signing secret, with copy and regenerate. */
export function WebhookSecret({ account, readOnly }: { account: Account; readOnly: boolean }) {
  const { api, t } = useConsole();
  const [secret, setSecret] = useState(account.webhook_secret ?? '');
  const regenerate = useWrite({
    write: () => api(accountsApi).regenerateWebhookSecret(account.account_sid),
    success: () => t('accounts.secretGenerated'),
    invalidates: [queryKeys.account(account.account_sid)],
    onDone: (answer) => setSecret(answer.webhook_secret),
  });
  return (
    <div className="ck:flex ck:flex-col ck:gap-1">
      <span className="ck:text-sm ck:font-medium">{t('accounts.webhookSecret')}</span>
      <div className="ck:flex ck:flex-wrap ck:items-center ck:gap-2">
        <code
          className="ck:rounded ck:bg-subtle ck:px-2 ck:py-1 ck:font-mono ck:text-sm"
          data-testid="webhook-secret"
        >
          {secret}
        </code>
        <CopyButton text={secret} label={t('accounts.copySecret')} />
        {!readOnly && (
          <Button
            size="sm"
            busy={regenerate.isPending}
            onClick={() => regenerate.mutate(undefined)}
          >
            {t('accounts.regenerateSecret')}
          </Button>
        )}
      </div>
    </div>
  );
}
