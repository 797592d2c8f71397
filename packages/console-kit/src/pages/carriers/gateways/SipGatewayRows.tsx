import { useConsole } from '../../../provider/context.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import {
  DEFAULT_SIP_PORT,
  newSipGateway,
  sipsSchemeAllowed,
  TRANSPORTS,
  withDefaultPort,
  withSipGateway,
  type SipGatewayValues,
} from './gatewayRules.ts';
import type { ValidationMessages } from '../../../lib/validation.ts';
import { NetmaskSelect } from './NetmaskSelect.tsx';
import { AddRowButton, RowGroup, useRowRemoval } from '../../../ui/RowGroup.tsx';
import { useValidationText } from '../../../ui/useConsoleForm.ts';

/** The SIP gateways of a carrier: one row each, added and removed in place. */
export function SipGatewayRows({
  gateways,
  problems,
  readOnly,
  onChange,
  onRemove,
}: {
  gateways: SipGatewayValues[];
  problems: ValidationMessages;
  readOnly: boolean;
  onChange(gateways: SipGatewayValues[]): void;
  /** Removes a row; a saved gateway is deleted on the server first. */
  onRemove(gateway: SipGatewayValues): void;
}) {
  const { t } = useConsole();
  const problem = useValidationText(problems);
  const { addButton, remove } = useRowRemoval(onRemove);
  const change = (row: string, next: (gateway: SipGatewayValues) => SipGatewayValues) =>
    onChange(gateways.map((gateway) => (gateway.row === row ? next(gateway) : gateway)));
  const set = (row: string, patch: Partial<SipGatewayValues>) =>
    change(row, (gateway) => withSipGateway(gateway, patch));

  return (
    <div className="ck:flex ck:flex-col ck:gap-3">
      {problems.sip && <Alert tone="error">{problem('sip')}</Alert>}
      {gateways.map((gateway, index) => {
        const at = (field: string) => `sip.${gateway.row}.${field}`;
        const name = t('carriers.sipGatewayRow', { n: index + 1 });
        return (
          <RowGroup
            key={gateway.row}
            title={name}
            removeLabel={t('carriers.removeGateway', { name })}
            readOnly={readOnly}
            onRemove={() => remove(gateway)}
            error={problem(at('direction'))}
          >
            <div className="ck:grid ck:grid-cols-1 ck:gap-3 ck:sm:grid-cols-[minmax(0,1fr)_6rem_7rem]">
              <TextField
                label={t('carriers.address')}
                required
                disabled={readOnly}
                autoFocus={!gateway.sid && index > 0 && gateway.ipv4 === ''}
                value={gateway.ipv4}
                onChange={(event) => set(gateway.row, { ipv4: event.target.value })}
                onBlur={() => change(gateway.row, (g) => withDefaultPort(g, DEFAULT_SIP_PORT))}
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
              {gateway.inbound ? (
                <NetmaskSelect
                  value={gateway.netmask}
                  readOnly={readOnly}
                  onChange={(netmask) => set(gateway.row, { netmask })}
                  error={problem(at('netmask'))}
                />
              ) : (
                <span />
              )}
            </div>
            <div className="ck:flex ck:flex-wrap ck:items-center ck:gap-x-5 ck:gap-y-2">
              <Checkbox
                label={t('carriers.inbound')}
                disabled={readOnly}
                checked={gateway.inbound}
                onChange={(event) => set(gateway.row, { inbound: event.target.checked })}
              />
              <Checkbox
                label={t('carriers.outbound')}
                disabled={readOnly}
                checked={gateway.outbound}
                onChange={(event) => set(gateway.row, { outbound: event.target.checked })}
              />
              <Checkbox
                label={t('carriers.gatewayActive')}
                disabled={readOnly}
                checked={gateway.isActive}
                onChange={(event) => set(gateway.row, { isActive: event.target.checked })}
              />
              <Checkbox
                label={t('carriers.padCrypto')}
                disabled={readOnly}
                checked={gateway.padCrypto}
                onChange={(event) => set(gateway.row, { padCrypto: event.target.checked })}
              />
            </div>
            {gateway.outbound && (
              <div className="ck:flex ck:flex-wrap ck:items-end ck:gap-x-5 ck:gap-y-2">
                <Select
                  label={t('carriers.protocol')}
                  disabled={readOnly}
                  value={gateway.protocol}
                  onChange={(event) =>
                    set(gateway.row, {
                      protocol: TRANSPORTS.find((p) => p === event.target.value) ?? 'udp',
                    })
                  }
                  options={TRANSPORTS.map((p) => ({ value: p, label: p }))}
                  className="ck:w-32"
                />
                <Checkbox
                  label={t('carriers.optionsPing')}
                  disabled={readOnly}
                  checked={gateway.sendOptionsPing}
                  onChange={(event) => set(gateway.row, { sendOptionsPing: event.target.checked })}
                />
                {sipsSchemeAllowed(gateway) && (
                  <Checkbox
                    label={t('carriers.sipsScheme')}
                    disabled={readOnly}
                    checked={gateway.useSipsScheme}
                    onChange={(event) => set(gateway.row, { useSipsScheme: event.target.checked })}
                  />
                )}
              </div>
            )}
          </RowGroup>
        );
      })}
      <AddRowButton
        label={t('carriers.addSipGateway')}
        readOnly={readOnly}
        buttonRef={addButton}
        onAdd={() => onChange([...gateways, newSipGateway()])}
      />
    </div>
  );
}
