import { useId, useState } from 'react';
import { useConsole, useSession } from '../provider/context.ts';
import { useServiceProviderScope } from '../session/ServiceProviderScope.tsx';
import { lazyPart, usePreloadWhenIdle } from '../ui/lazyPart.ts';
import { inputClassName } from '../ui/TextField.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';

// Admin only, on a click: the dialog and its form are not in a page's first load (every page of
// the shell has this selector), but fetched once the browser is idle after it.
const AddServiceProviderDialog = lazyPart(
  'AddServiceProviderDialog',
  () => import('./AddServiceProviderDialog.tsx'),
);

/** The service provider selector (enabled for admin only) and the add-provider button. A provider
 *  or account user's provider is named by their token until the list has come (or if it fails);
 *  an admin who works in a stored choice while the list has failed is told why there is no other
 *  to choose (with no provider to work in, the page says it: the shell). */
export function ServiceProviderSelector() {
  const { t } = useConsole();
  const session = useSession();
  const { providers, current, currentSid, currentName, select, loading, error, retry } =
    useServiceProviderScope();
  const [adding, setAdding] = useState(false);
  const id = useId();
  const permissions = session?.permissions;
  const chooses = Boolean(permissions?.can('list', 'ServiceProviders'));
  usePreloadWhenIdle(AddServiceProviderDialog, Boolean(permissions?.canAddServiceProvider));
  return (
    <div className="ck:flex ck:flex-col ck:gap-1 ck:px-3 ck:pb-3">
      <label
        htmlFor={id}
        className="ck:text-xs ck:font-medium ck:tracking-wide ck:text-muted ck:uppercase"
      >
        {t('shell.serviceProvider')}
      </label>
      <div className="ck:flex ck:gap-1.5">
        <select
          id={id}
          className={`${inputClassName} ck:min-w-0 ck:flex-1 ck:pr-8`}
          value={currentSid ?? ''}
          // A long name is cut off in the box: the whole of it on hover.
          title={currentName ?? undefined}
          disabled={!chooses || loading || providers.length === 0}
          onChange={(event) => {
            const wanted = event.target.value;
            // The box shows the new provider once it is chosen: a form with unsaved changes
            // may keep the user on this one (React puts a controlled value back by itself;
            // Preact's React layer leaves the box as the user set it).
            event.target.value = currentSid ?? '';
            select(wanted);
          }}
        >
          {!current && (
            <option value={currentSid ?? ''}>
              {currentName ?? (loading ? t('loading') : (currentSid ?? ''))}
            </option>
          )}
          {providers.map((provider) => (
            <option key={provider.service_provider_sid} value={provider.service_provider_sid}>
              {provider.name}
            </option>
          ))}
        </select>
        {permissions?.canAddServiceProvider && (
          <button
            type="button"
            onClick={() => setAdding(true)}
            aria-label={t('shell.addServiceProvider')}
            title={t('shell.addServiceProvider')}
            className="ck:flex ck:h-8 ck:w-8 ck:items-center ck:justify-center ck:rounded ck:border ck:border-border ck:bg-surface ck:text-lg ck:text-fg ck:hover:bg-subtle"
          >
            +
          </button>
        )}
      </div>
      {chooses && error && currentSid !== null && (
        <LoadFailed
          className="ck:mt-1 ck:text-sm"
          message={t('shell.providersFailed', { message: error.message })}
          onRetry={retry}
        />
      )}
      {permissions?.canAddServiceProvider && (
        <AddServiceProviderDialog open={adding} onClose={() => setAdding(false)} />
      )}
    </div>
  );
}
