import { cn } from '../../ui/cn.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Account } from '../../api/types.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { isLocalUser } from '../../lib/deleteAccount.ts';
import { useConsole, useSession } from '../../provider/context.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { FormSection, FORM_WIDTH } from '../../ui/FormSection.tsx';
import { DeleteOwnAccountDialog } from './DeleteOwnAccountDialog.tsx';
import { provideMessages } from '../../messages/translate.ts';
import { billingMessages } from '../../messages/billing.ts';
import { hostedMessages } from '../../messages/hosted.ts';
import { authApi } from '../../api/auth.ts';

provideMessages(billingMessages, hostedMessages);

/** Hosted: the account's SIP realm with its edit page and, for its own user, deleting it. */
export function HostedAccountSection({ account }: { account: Account }) {
  const { api, t } = useConsole();
  const session = useSession();
  const own = session?.claims.account_sid === account.account_sid;
  const current = useQuery({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => api(authApi, signal).me(),
    enabled: own,
  });
  const [deleting, setDeleting] = useState(false);
  const canWrite = Boolean(session?.permissions.canWrite);
  return (
    <div className={cn(FORM_WIDTH, 'ck:mt-4 ck:flex ck:flex-col ck:gap-4')}>
      <FormSection title={t('sipRealm.section')}>
        <p className="ck:text-base ck:text-fg">
          {account.sip_realm
            ? t('sipRealm.current', { realm: account.sip_realm })
            : t('sipRealm.none')}
        </p>
        {canWrite && (
          <div>
            <ButtonLink size="sm" to={`/internal/accounts/${account.account_sid}/sip-realm/edit`}>
              {t('sipRealm.edit')}
            </ButtonLink>
          </div>
        )}
      </FormSection>
      {own && canWrite && current.data && (
        <FormSection title={t('deleteOwn.title')} description={t('deleteOwn.warning')}>
          <div>
            <Button variant="danger" size="sm" onClick={() => setDeleting(true)}>
              {t('deleteOwn.open')}
            </Button>
          </div>
        </FormSection>
      )}
      {deleting && (
        <DeleteOwnAccountDialog
          accountSid={account.account_sid}
          localUser={isLocalUser(current.data?.user.provider)}
          onClose={() => setDeleting(false)}
        />
      )}
    </div>
  );
}
