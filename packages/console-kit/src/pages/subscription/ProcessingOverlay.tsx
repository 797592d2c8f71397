import { useConsole } from '../../provider/context.ts';
import { Spinner } from '../../ui/Spinner.tsx';

/** Covers the page while a payment is processed, and asks the user not to leave it. */
export function ProcessingOverlay() {
  const { t } = useConsole();
  return (
    <div
      className="ck:fixed ck:inset-0 ck:z-40 ck:flex ck:items-center ck:justify-center ck:bg-overlay ck:p-4"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="ck-processing-title"
      aria-describedby="ck-processing-text"
    >
      <div className="ck:flex ck:max-w-sm ck:flex-col ck:items-center ck:gap-3 ck:rounded-lg ck:border ck:border-border ck:bg-surface ck:p-6 ck:text-center ck:shadow-xl">
        <Spinner size={24} />
        <h2 id="ck-processing-title" className="ck:text-lg ck:font-semibold ck:text-fg">
          {t('subscription.processingTitle')}
        </h2>
        <p id="ck-processing-text" className="ck:text-base ck:text-fg">
          {t('subscription.processing')}
        </p>
      </div>
    </div>
  );
}
