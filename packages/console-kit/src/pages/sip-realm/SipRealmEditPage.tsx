import { cn } from '../../ui/cn.ts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../data/queryKeys.ts';
import { useWrite } from '../../data/useWrite.ts';
import { subdomainOf } from '../../lib/subdomain.ts';
import { useConsole, useSession } from '../../provider/context.ts';
import { storageKeys } from '../../provider/storage.ts';
import { RecordUnavailable } from '../../ui/RecordUnavailable.tsx';
import { Button } from '../../ui/Button.tsx';
import { FormSection, FORM_WIDTH } from '../../ui/FormSection.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useAccount } from '../../data/useAccount.ts';
import { SubdomainField, type SubdomainStatus } from '../../ui/SubdomainField.tsx';
import { useConsoleForm } from '../../ui/useConsoleForm.ts';
import { useSubdomainCheck } from './useSubdomainCheck.ts';
import { provideMessages } from '../../messages/translate.ts';
import { accountMessages } from '../../messages/accounts.ts';
import { hostedMessages } from '../../messages/hosted.ts';
import { authApi } from '../../api/auth.ts';
import { hostedApi } from '../../api/hosted.ts';

provideMessages(accountMessages, hostedMessages);

/** The root domain of the hosted provider: from the current user, else as kept at sign-in. */
function useRootDomain() {
  const { api, storage } = useConsole();
  const current = useQuery({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => api(authApi, signal).me(),
  });
  const rootDomain = current.data?.account?.root_domain ?? storage.get(storageKeys.rootDomain);
  return { rootDomain: rootDomain ?? '', isPending: current.isPending && !rootDomain };
}

/** Hosted: a new subdomain of the root domain as the account's SIP realm. */
export function SipRealmEditPage({ accountSid }: { accountSid: string }) {
  const account = useAccount(accountSid);
  const root = useRootDomain();
  if (account.isPending || root.isPending) return <Loading />;
  if (account.error)
    return <RecordUnavailable error={account.error} listPath="/internal/accounts" />;
  return (
    <SipRealmForm
      accountSid={accountSid}
      realm={account.data.sip_realm ?? null}
      rootDomain={root.rootDomain}
    />
  );
}

function SipRealmForm({
  accountSid,
  realm,
  rootDomain,
}: {
  accountSid: string;
  realm: string | null;
  rootDomain: string;
}) {
  const { api, t, router } = useConsole();
  const session = useSession();
  const form = useConsoleForm<{ subdomain: string }, { subdomain?: SubdomainStatus }>({
    initial: () => ({ subdomain: subdomainOf(realm, rootDomain) }),
    // What stops a Save is the subdomain's status, which the field shows as it changes.
    validate: () => (check.status.kind === 'available' ? {} : { subdomain: check.status }),
    save: () => save.mutate(check.domain),
  });
  const check = useSubdomainCheck(form.values.subdomain, rootDomain, realm);
  const back = () => router.navigate(`/internal/accounts/${accountSid}/edit`);
  const save = useWrite({
    write: (domain: string) => api(hostedApi).setSipRealm(accountSid, domain),
    success: () => t('sipRealm.updated'),
    invalidates: [queryKeys.account(accountSid), queryKeys.accounts, queryKeys.me],
    onDone: back,
  });
  return (
    <form
      onSubmit={form.submit}
      noValidate
      className={cn(FORM_WIDTH, 'ck:flex ck:flex-col ck:gap-4')}
    >
      <PageHeader
        title={t('sipRealm.title')}
        description={realm ? t('sipRealm.current', { realm }) : t('sipRealm.none')}
      />
      <FormSection title={t('subdomain.label')} description={t('subdomain.intro')}>
        <SubdomainField
          value={form.values.subdomain}
          rootDomain={rootDomain}
          domain={check.domain}
          status={check.status}
          onChange={(text) => form.set('subdomain', text)}
          autoFocus
        />
      </FormSection>
      <div className="ck:flex ck:justify-end ck:gap-2">
        <Button onClick={back} disabled={save.isPending}>
          {t('form.cancel')}
        </Button>
        {session?.permissions.canWrite && (
          <Button
            type="submit"
            variant="primary"
            busy={save.isPending}
            disabled={check.status.kind !== 'available'}
          >
            {save.isPending ? t('form.saving') : t('form.save')}
          </Button>
        )}
      </div>
    </form>
  );
}

export default SipRealmEditPage;
