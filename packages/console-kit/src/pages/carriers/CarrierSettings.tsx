import type { Application } from '../../api/types.ts';
import { useConsole, useSession } from '../../provider/context.ts';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { FormSection } from '../../ui/FormSection.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import {
  DTMF_TYPES,
  dtmfType,
  TRUNK_TYPES,
  withToggle,
  type CarrierToggle,
  type CarrierValues,
} from './carrierRules.ts';
import { useValidationText } from '../../ui/useConsoleForm.ts';
import type { ValidationMessages } from '../../lib/validation.ts';

type TextKey =
  | 'inboundUsername'
  | 'username'
  | 'password'
  | 'realm'
  | 'fromUser'
  | 'fromDomain'
  | 'techPrefix'
  | 'diversion'
  | 'proxy';

/** The Voice tab's carrier settings: E.164, application, DTMF, and the optional outbound
 *  sections, each behind a toggle that clears its values when unchecked. */
export function CarrierSettings({
  values,
  problems,
  readOnly,
  applications,
  onChange,
}: {
  values: CarrierValues;
  problems: ValidationMessages;
  readOnly: boolean;
  applications: Application[] | undefined;
  onChange(next: (previous: CarrierValues) => CarrierValues): void;
}) {
  const { t } = useConsole();
  const session = useSession();
  const offersApplication = session?.permissions.can('edit', 'CarrierApplication') ?? false;
  const problem = useValidationText(problems);
  const set = <K extends keyof CarrierValues>(key: K, value: CarrierValues[K]) =>
    onChange((previous) => ({ ...previous, [key]: value }));
  const toggle = (key: CarrierToggle, label: string) => (
    <Checkbox
      label={label}
      disabled={readOnly || (key === 'outboundAuth' && values.requiresRegister)}
      checked={values[key]}
      onChange={(event) => onChange((previous) => withToggle(previous, key, event.target.checked))}
    />
  );
  const field = (key: TextKey, label: string, required = false, hint?: string) => (
    <TextField
      label={label}
      required={required}
      disabled={readOnly}
      autoComplete="off"
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={problem(key)}
      hint={hint}
    />
  );

  /** A user name and its password, both required once their section is on. */
  const credentials = (
    user: 'inboundUsername' | 'username',
    password: 'inboundPassword' | 'password',
    labels: [user: string, password: string],
  ) => (
    <div className="ck:grid ck:grid-cols-1 ck:gap-3 ck:pl-6 ck:sm:grid-cols-2">
      {field(user, labels[0], true)}
      <PasswordField
        label={labels[1]}
        required
        disabled={readOnly}
        autoComplete="new-password"
        value={values[password]}
        onChange={(event) => set(password, event.target.value)}
        error={problem(password)}
      />
    </div>
  );

  return (
    <>
      <FormSection
        title={t('carriers.callsSection')}
        description={offersApplication ? t('carriers.applicationHint') : undefined}
      >
        <Checkbox
          label={t('carriers.e164')}
          disabled={readOnly}
          checked={values.e164LeadingPlus}
          onChange={(event) => set('e164LeadingPlus', event.target.checked)}
        />
        {values.accountSid && offersApplication && (
          <Select
            label={t('carriers.application')}
            disabled={readOnly}
            value={values.applicationSid}
            onChange={(event) => set('applicationSid', event.target.value)}
            placeholder={t('carriers.applicationNone')}
            options={(applications ?? []).map((a) => ({ value: a.application_sid, label: a.name }))}
          />
        )}
        <Select
          label={t('carriers.dtmfType')}
          disabled={readOnly}
          value={values.dtmfType}
          onChange={(event) => set('dtmfType', dtmfType(event.target.value))}
          options={DTMF_TYPES.map((type) => ({ value: type, label: type }))}
          className="ck:sm:w-56"
        />
        <Select
          label={t('carriers.trunkType')}
          disabled={readOnly}
          value={values.trunkType}
          onChange={(event) =>
            set('trunkType', TRUNK_TYPES.find((type) => type === event.target.value) ?? 'static_ip')
          }
          options={TRUNK_TYPES.map((type) => ({ value: type, label: t(`carriers.trunk.${type}`) }))}
          className="ck:sm:w-56"
        />
        {toggle('inboundAuth', t('carriers.inboundAuth'))}
        {values.inboundAuth &&
          credentials('inboundUsername', 'inboundPassword', [
            t('carriers.inboundUsername'),
            t('carriers.inboundPassword'),
          ])}
      </FormSection>
      <FormSection title={t('carriers.outboundSection')}>
        {toggle('outboundAuth', t('carriers.outboundAuth'))}
        {values.outboundAuth &&
          credentials('username', 'password', [t('carriers.username'), t('carriers.password')])}
        {toggle('requiresRegister', t('carriers.requiresRegister'))}
        {values.requiresRegister && (
          <div className="ck:grid ck:grid-cols-1 ck:gap-3 ck:pl-6 ck:sm:grid-cols-2">
            {field('realm', t('carriers.realm'), true)}
            {field('fromUser', t('carriers.fromUser'))}
            {field('fromDomain', t('carriers.fromDomain'))}
            <Checkbox
              label={t('carriers.publicIpInContact')}
              disabled={readOnly}
              checked={values.publicIpInContact}
              onChange={(event) => set('publicIpInContact', event.target.checked)}
              className="ck:sm:self-end"
            />
          </div>
        )}
        {toggle('useTechPrefix', t('carriers.useTechPrefix'))}
        {values.useTechPrefix && (
          <div className="ck:pl-6 ck:sm:w-80">
            {field('techPrefix', t('carriers.techPrefix'), true)}
          </div>
        )}
        {toggle('useDiversion', t('carriers.useDiversion'))}
        {values.useDiversion && (
          <div className="ck:pl-6 ck:sm:w-80">
            {field('diversion', t('carriers.diversion'), true)}
          </div>
        )}
        {toggle('useProxy', t('carriers.useProxy'))}
        {values.useProxy && (
          <div className="ck:pl-6 ck:sm:w-96">
            {field('proxy', t('carriers.proxy'), true, t('carriers.proxyHint'))}
          </div>
        )}
      </FormSection>
    </>
  );
}
