import { useState } from 'react';
import { useConsole } from '../../provider/context.ts';
import { Button } from '../../ui/Button.tsx';
import { FormSection } from '../../ui/FormSection.tsx';
import { Select } from '../../ui/Select.tsx';
import { useCarrierWrites, usePredefinedCarriers } from './useCarriers.ts';

/** Creating a carrier from a predefined template, for the chosen account or, without one, for
 *  the service provider; the new carrier opens on its edit page to fill in the details. */
export function PredefinedCarrierPicker({ accountSid }: { accountSid: string }) {
  const { t } = useConsole();
  const predefined = usePredefinedCarriers();
  const { fromTemplate } = useCarrierWrites();
  const [chosen, setChosen] = useState('');
  if (!predefined.data?.length) return null;
  return (
    <div className="ck:mb-4">
      <FormSection
        title={t('carriers.predefinedSection')}
        description={t('carriers.predefinedHint')}
      >
        <div className="ck:flex ck:flex-wrap ck:items-end ck:gap-2">
          <Select
            label={t('carriers.predefined')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            placeholder={t('carriers.predefinedNone')}
            options={predefined.data.map((p) => ({
              value: p.predefined_carrier_sid,
              label: p.name,
            }))}
            className="ck:w-72"
          />
          <Button
            disabled={!chosen}
            busy={fromTemplate.isPending}
            onClick={() => fromTemplate.mutate({ predefinedSid: chosen, accountSid })}
          >
            {t('carriers.createFromPredefined')}
          </Button>
        </div>
      </FormSection>
    </div>
  );
}
