import { useT } from '../../../provider/context.ts';
import { Select } from '../../../ui/Select.tsx';
import { netmaskOptions } from './gatewayRules.ts';

/** A gateway's netmask: a choice of 1 to 32. */
export function NetmaskSelect({
  value,
  readOnly,
  error,
  onChange,
}: {
  value: string;
  readOnly: boolean;
  error?: string;
  onChange(netmask: string): void;
}) {
  const t = useT();
  return (
    <Select
      label={t('carriers.netmask')}
      disabled={readOnly}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={netmaskOptions(value)}
      error={error}
    />
  );
}
