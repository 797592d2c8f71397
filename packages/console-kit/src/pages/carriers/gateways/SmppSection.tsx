import { useRef } from 'react';
import { useConsole } from '../../../provider/context.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { FormSection } from '../../../ui/FormSection.tsx';
import { PasswordField } from '../../../ui/PasswordField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import {
  newSmppGateway,
  smppDirection,
  type Problems,
  type SmppCredentials,
  type SmppDirection,
  type SmppGatewayValues,
} from './gatewayRules.ts';
import { NetmaskSelect } from './NetmaskSelect.tsx';
import { GatewayRow, useProblemText } from './GatewayRow.tsx';

const DIRECTIONS = {
  outbound: {
    section: 'carriers.smppOutboundSection',
    gateways: 'carriers.smppOutboundGateways',
    add: 'carriers.addSmppOutbound',
    row: 'carriers.smppOutboundRow',
    systemId: 'smppSystemId',
    password: 'smppPassword',
    problem: 'smppOutbound',
  },
  inbound: {
    section: 'carriers.smppInboundSection',
    gateways: 'carriers.smppInboundGateways',
    add: 'carriers.addSmppInbound',
    row: 'carriers.smppInboundRow',
    systemId: 'smppInboundSystemId',
    password: 'smppInboundPassword',
    problem: 'smppInbound',
  },
} as const;

/** The SMS tab: outbound SMPP (credentials and the gateways messages go to) and inbound SMPP
 *  (credentials and the whitelisted addresses messages come from). */
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
  problems: Problems;
  readOnly: boolean;
  platformAddresses: string | null;
  onCredentials(change: Partial<SmppCredentials>): void;
  onChange(gateways: SmppGatewayValues[]): void;
  onRemove(gateway: SmppGatewayValues): void;
}) {
  const { t } = useConsole();
  const problem = useProblemText(problems);
  const addButtons = useRef<Partial<Record<SmppDirection, HTMLButtonElement | null>>>({});
  // Focus stays on the list when a row goes (a saved row's delete asks first).
  const remove = (gateway: SmppGatewayValues) => {
    onRemove(gateway);
    if (!gateway.sid) addButtons.current[smppDirection(gateway)]?.focus();
  };
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
        const labels = DIRECTIONS[direction];
        const list = gateways.filter((g) => smppDirection(g) === direction);
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
            <p className="ck:text-base ck:font-semibold ck:text-fg">{t(labels.gateways)}</p>
            {problems[labels.problem] && <Alert tone="error">{problem(labels.problem)}</Alert>}
            {list.map((gateway, index) => {
              const at = (field: string) => `smpp.${gateway.row}.${field}`;
              const name = t(labels.row, { n: index + 1 });
              return (
                <GatewayRow
                  key={gateway.row}
                  title={name}
                  removeLabel={t('carriers.removeGateway', { name })}
                  readOnly={readOnly}
                  onRemove={() => remove(gateway)}
                >
                  <div className="ck:grid ck:grid-cols-1 ck:gap-3 ck:sm:grid-cols-[minmax(0,1fr)_7rem]">
                    <TextField
                      label={t('carriers.address')}
                      required
                      disabled={readOnly}
                      autoFocus={!gateway.sid && gateway.ipv4 === '' && index > 0}
                      value={gateway.ipv4}
                      onChange={(event) => set(gateway.row, { ipv4: event.target.value })}
                      error={problem(at('ipv4'))}
                    />
                    {direction === 'outbound' ? (
                      <TextField
                        label={t('carriers.port')}
                        inputMode="numeric"
                        disabled={readOnly}
                        value={gateway.port}
                        onChange={(event) => set(gateway.row, { port: event.target.value })}
                        error={problem(at('port'))}
                      />
                    ) : (
                      <NetmaskSelect
                        value={gateway.netmask}
                        readOnly={readOnly}
                        onChange={(netmask) => set(gateway.row, { netmask })}
                        error={problem(at('netmask'))}
                      />
                    )}
                  </div>
                  {direction === 'outbound' && (
                    <Checkbox
                      label={t('carriers.useTls')}
                      disabled={readOnly}
                      checked={gateway.useTls}
                      onChange={(event) => set(gateway.row, { useTls: event.target.checked })}
                    />
                  )}
                </GatewayRow>
              );
            })}
            {!readOnly && (
              <div>
                <Button
                  ref={(button) => {
                    addButtons.current[direction] = button;
                  }}
                  size="sm"
                  onClick={() => onChange([...gateways, newSmppGateway(direction)])}
                >
                  {t(labels.add)}
                </Button>
              </div>
            )}
          </FormSection>
        );
      })}
    </div>
  );
}
