import { useId } from 'react';
import { validationText } from '../../lib/validation.ts';
import {
  DEVICES,
  deviceCapacity,
  SESSIONS,
  typedQuantity,
  type CapacityLine,
  type CapacityProblem,
} from '../../lib/capacity.ts';
import { findPrice, lineCost, totalCost, unitName } from '../../lib/pricing.ts';
import type { Plan } from '../../machines/subscription.machine.ts';
import { useT } from '../../provider/context.ts';
import { useFormat } from '../../provider/useFormat.ts';
import { Button } from '../../ui/Button.tsx';
import { inputClassName } from '../../ui/TextField.tsx';

// Narrower on a phone: the four columns fit its width, the cost is not scrolled out of view.
const cellPadding = 'ck:px-2 ck:py-2 ck:sm:px-3';

interface LineInput {
  line: CapacityLine;
  value: string;
  problem: CapacityProblem | null;
  onChange(value: string): void;
}

/** The subscription table (spec part 2, section 2): Service, Capacity, Price and Cost per line,
 *  and the total monthly cost. The devices line shows once asked for. */
export function CapacityTable({
  plan,
  sessions,
  devices,
  showDevices,
  onAddDevices,
  disabled,
}: {
  plan: Plan;
  sessions: Omit<LineInput, 'line'>;
  devices: Omit<LineInput, 'line'>;
  showDevices: boolean;
  onAddDevices(): void;
  disabled?: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const lines: LineInput[] = [{ line: SESSIONS, ...sessions }];
  if (showDevices) lines.push({ line: DEVICES, ...devices });
  const costs = lines.map(({ line, value }) => {
    const found = findPrice(plan.prices, line.category, plan.currency);
    return { found, cost: lineCost(found?.price, typedQuantity(value)) };
  });
  const quantities = {
    sessions: typedQuantity(sessions.value),
    devices: showDevices ? typedQuantity(devices.value) : 0,
  };
  const headClass = `${cellPadding} ck:text-left ck:text-sm ck:font-medium ck:text-muted`;
  return (
    <div className="ck:flex ck:flex-col ck:gap-3">
      {/* Zero width and full min-width: a fieldset never grows past the page to fit the table. */}
      <div className="ck:w-0 ck:min-w-full ck:overflow-x-auto ck:rounded ck:border ck:border-border">
        <table className="ck:w-full ck:text-base">
          <thead className="ck:bg-subtle">
            <tr>
              <th scope="col" className={headClass}>
                {t('subscription.service')}
              </th>
              <th scope="col" className={headClass}>
                {t('subscription.capacity')}
              </th>
              <th scope="col" className={headClass}>
                {t('subscription.price')}
              </th>
              <th scope="col" className={`${headClass} ck:text-right`}>
                {t('subscription.cost')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((input, index) => {
              const { found, cost } = costs[index]!;
              const fee = format.money(cost.fee, plan.currency);
              const unit = unitName(found?.product.unit_label);
              const price = cost.flat
                ? t('subscription.flatPrice', { amount: fee })
                : unit
                  ? t('subscription.unitPrice', { amount: fee, unit })
                  : fee;
              return (
                <CapacityRow
                  key={input.line.category}
                  input={input}
                  price={found ? price : '—'}
                  cost={format.money(cost.cost, plan.currency)}
                  disabled={disabled}
                />
              );
            })}
          </tbody>
          <tfoot>
            <tr className="ck:border-t ck:border-border">
              <th
                scope="row"
                colSpan={3}
                className={`${cellPadding} ck:text-left ck:font-semibold`}
              >
                {t('subscription.total')}
              </th>
              <td className={`${cellPadding} ck:text-right ck:font-semibold`} data-testid="total">
                {format.money(totalCost(costs.map((c) => c.cost.cost)), plan.currency)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="ck:text-sm ck:text-muted">
        {t('subscription.devicesIncluded', {
          sessions: quantities.sessions,
          devices: deviceCapacity(plan.ratio, quantities),
        })}
      </p>
      {!showDevices && (
        <div>
          <Button size="sm" variant="ghost" onClick={onAddDevices} disabled={disabled}>
            {/* A question longer than a phone is wide: it wraps. */}
            <span className="ck:whitespace-normal ck:text-left">
              {t('subscription.addDevices')}
            </span>
          </Button>
        </div>
      )}
    </div>
  );
}

function CapacityRow({
  input,
  price,
  cost,
  disabled,
}: {
  input: LineInput;
  price: string;
  cost: string;
  disabled?: boolean;
}) {
  const t = useT();
  const id = useId();
  const service = t(input.line.label);
  const error = validationText(input.problem ?? undefined, t) ?? null;
  return (
    <tr className="ck:border-t ck:border-border ck:align-top">
      <th scope="row" className={`${cellPadding} ck:text-left ck:font-normal`}>
        {service}
      </th>
      <td className={cellPadding}>
        <input
          id={id}
          inputMode="numeric"
          aria-label={t('subscription.capacityOf', { service })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClassName} ck:w-16 ck:sm:w-28`}
          value={input.value}
          disabled={disabled}
          onChange={(event) => input.onChange(event.target.value)}
        />
        {error && (
          <div id={`${id}-error`} className="ck:mt-1 ck:text-sm ck:text-danger">
            {error}
          </div>
        )}
      </td>
      <td className={cellPadding}>{price}</td>
      <td className={`${cellPadding} ck:text-right ck:whitespace-nowrap`}>{cost}</td>
    </tr>
  );
}
