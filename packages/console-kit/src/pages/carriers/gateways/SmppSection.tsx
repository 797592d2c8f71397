import { useConsole } from '../../../provider/context.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { FormSection } from '../../../ui/FormSection.tsx';
import { PasswordField } from '../../../ui/PasswordField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { newSmppGateway, type SmppCredentials, type SmppGatewayValues } from './gatewayRules.ts';
import type { ValidationMessages } from '../../../lib/validation.ts';
import { AddRowButton, RowGroup, useRowRemoval } from '../../../ui/RowGroup.tsx';
import { useValidationText } from '../../../ui/useConsoleForm.ts';
import { NetmaskSelect } from './NetmaskSelect.tsx';

const CREDENTIALS = {
  outbound: {
    section: 'carriers.smppOutboundSection',
    systemId: 'smppSystemId',
    password: 'smppPassword',
  },
  inbound: {
    section: 'carriers.smppInboundSection',
    systemId: 'smppInboundSystemId',
    password: 'smppInboundPassword',
  },
} as const;

/** The SMS tab: the SMPP credentials of each direction, then the SMPP gateways, each with its
 *  address, port, netmask, TLS, and whether messages go to it (outbound), come from it
 *  (inbound), or both. */
export function SmppSection({
  credentials,
  gateways,
  problems,
  readOnly,
  platformAddresses,
  onCredentials,
  onChange,
  onRemove,
}: {
  credentials: SmppCredentials;
  gateways: SmppGatewayValues[];
  problems: ValidationMessages;
  readOnly: boolean;
  platformAddresses: string | null;
  onCredentials(change: Partial<SmppCredentials>): void;
  onChange(gateways: SmppGatewayValues[]): void;
  onRemove(gateway: SmppGatewayValues): void;
}) {
  const { t } = useConsole();
  const problem = useValidationText(problems);
  const { addButton, remove } = useRowRemoval(onRemove);
  const set = (row: string, patch: Partial<SmppGatewayValues>) =>
    onChange(gateways.map((g) => (g.row === row ? { ...g, ...patch } : g)));

  return (
    <div className="ck:flex ck:flex-col ck:gap-4">
      {platformAddresses && (
        <p className="ck:text-sm ck:text-muted">
          {t('carriers.smpps', { addresses: platformAddresses })}
        </p>
      )}
      {(['outbound', 'inbound'] as const).map((direction) => {
        const labels = CREDENTIALS[direction];
        return (
          <FormSection key={direction} title={t(labels.section)}>
            <div className="ck:grid ck:grid-cols-1 ck:gap-3 ck:sm:grid-cols-2">
              <TextField
                label={t('carriers.smppSystemId')}
                disabled={readOnly}
                autoComplete="off"
                value={credentials[labels.systemId]}
                onChange={(event) => onCredentials({ [labels.systemId]: event.target.value })}
              />
              <PasswordField
                label={t('carriers.smppPassword')}
                disabled={readOnly}
                autoComplete="new-password"
                value={credentials[labels.password]}
                onChange={(event) => onCredentials({ [labels.password]: event.target.value })}
                error={problem(labels.password)}
              />
            </div>
          </FormSection>
        );
      })}
      <FormSection title={t('carriers.smppGateways')}>
        {problems.smppOutbound && <Alert tone="error">{problem('smppOutbound')}</Alert>}
        {gateways.map((gateway, index) => {
          const at = (field: string) => `smpp.${gateway.row}.${field}`;
          const name = t('carriers.smppRow', { n: index + 1 });
          const flag = (key: 'useTls' | 'inbound' | 'outbound', label: string) => (
            <Checkbox
              label={label}
              disabled={readOnly}
              checked={gateway[key]}
              onChange={(event) => set(gateway.row, { [key]: event.target.checked })}
            />
          );
          return (
            <RowGroup
              key={gateway.row}
              title={name}
              removeLabel={t('carriers.removeGateway', { name })}
              readOnly={readOnly}
              onRemove={() => remove(gateway)}
              error={problem(at('direction'))}
            >
              <div className="ck:grid ck:grid-cols-1 ck:gap-3 ck:sm:grid-cols-[minmax(0,1fr)_7rem_6rem]">
                <TextField
                  label={t('carriers.address')}
                  required
                  disabled={readOnly}
                  autoFocus={!gateway.sid && gateway.ipv4 === '' && index > 0}
                  value={gateway.ipv4}
                  onChange={(event) => set(gateway.row, { ipv4: event.target.value })}
                  error={problem(at('ipv4'))}
                />
                <TextField
                  label={t('carriers.port')}
                  inputMode="numeric"
                  disabled={readOnly}
                  value={gateway.port}
                  onChange={(event) => set(gateway.row, { port: event.target.value })}
                  error={problem(at('port'))}
                />
                <NetmaskSelect
                  value={gateway.netmask}
                  readOnly={readOnly}
                  onChange={(netmask) => set(gateway.row, { netmask })}
                  error={problem(at('netmask'))}
                />
              </div>
              <div className="ck:flex ck:flex-wrap ck:items-center ck:gap-x-5 ck:gap-y-2">
                {flag('useTls', t('carriers.useTls'))}
                {flag('inbound', t('carriers.inbound'))}
                {flag('outbound', t('carriers.outbound'))}
              </div>
            </RowGroup>
          );
        })}
        <AddRowButton
          label={t('carriers.addSmpp')}
          readOnly={readOnly}
          buttonRef={addButton}
          onAdd={() => onChange([...gateways, newSmppGateway()])}
        />
      </FormSection>
    </div>
  );
}
