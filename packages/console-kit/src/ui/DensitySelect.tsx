import { useRowDensity, type RowDensity } from '../data/useRowDensity.ts';
import { listMessages } from '../messages/lists.ts';
import { provideMessages } from '../messages/translate.ts';
import { useT } from '../provider/context.ts';
import { Select } from './Select.tsx';

provideMessages(listMessages);

/** The choice of compact or comfortable rows, under every list; it holds for all of them. */
export function DensitySelect() {
  const t = useT();
  const [density, setDensity] = useRowDensity();
  return (
    <Select
      label={t('list.density')}
      hideLabel
      value={density}
      onChange={(event) => setDensity(event.target.value as RowDensity)}
      options={[
        { value: 'compact', label: t('list.compact') },
        { value: 'comfortable', label: t('list.comfortable') },
      ]}
      className="ck:w-44"
    />
  );
}
