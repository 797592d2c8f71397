import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageCount, pagerItems } from '../lib/pager.ts';
import { useT } from '../provider/context.ts';
import { cn } from './cn.ts';
import { DensitySelect } from './DensitySelect.tsx';
import { Select } from './Select.tsx';
import { provideMessages } from '../messages/translate.ts';
import { listMessages } from '../messages/lists.ts';

provideMessages(listMessages);

/** 'Total: N record(s)', the page buttons, the page-size and the row density selectors under a
 *  list. While the list loads its total is not known: no total and no page buttons (their line
 *  keeps its height). */
export function Pager({
  total,
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  onPage,
  onPageSize,
}: {
  /** Undefined while the list loads. */
  total: number | undefined;
  page: number;
  pageSize?: number;
  onPage(page: number): void;
  onPageSize(size: number): void;
}) {
  const t = useT();
  const pages = pageCount(total ?? 0, pageSize);
  return (
    <div className="ck:mt-3 ck:flex ck:flex-wrap ck:items-center ck:justify-between ck:gap-3">
      <span className="ck:text-base ck:text-muted" data-testid="total">
        {total !== undefined && t('pager.total', { count: total })}
      </span>
      {total !== undefined && (
        <nav aria-label={t('pager.label')} className="ck:flex ck:items-center ck:gap-1">
          {pagerItems(page, pages).map((item) => {
            const current = item.kind === 'page' && item.page === page;
            const label =
              item.kind === 'page'
                ? t('pager.page', { page: item.page })
                : t(item.direction === 'back' ? 'pager.back' : 'pager.forward', {
                    page: item.page,
                  });
            return (
              <button
                key={`${item.kind}-${item.kind === 'jump' ? item.direction : item.page}`}
                type="button"
                aria-label={label}
                aria-current={current ? 'page' : undefined}
                onClick={() => onPage(item.page)}
                className={cn(
                  'ck:h-8 ck:min-w-8 ck:rounded ck:border ck:px-2 ck:text-base',
                  current
                    ? 'ck:border-primary ck:bg-primary ck:text-on-primary'
                    : 'ck:border-border ck:bg-surface ck:text-fg ck:hover:bg-subtle',
                )}
              >
                {item.kind === 'page' ? item.page : '…'}
              </button>
            );
          })}
        </nav>
      )}
      <div className="ck:flex ck:gap-2">
        <Select
          label={t('pager.pageSize')}
          hideLabel
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.target.value))}
          options={PAGE_SIZES.map((size) => ({
            value: String(size),
            label: t('pager.perPage', { count: size }),
          }))}
          className="ck:w-32"
        />
        <DensitySelect />
      </div>
    </div>
  );
}
