import { describe, expect, it } from 'vitest';
import type { VoipCarrier } from '../../api/carriers.ts';
import { carriersOf } from './carriersOf.ts';

const carrier = (name: string, account_sid: string | null) =>
  ({ voip_carrier_sid: name, name, account_sid }) as VoipCarrier;
const LIST = [
  carrier('Acme Voice PSTN', null),
  carrier('Sales PBX', 'sales'),
  carrier('Support PBX', 'support'),
];
const names = (list: VoipCarrier[]) => list.map((c) => c.name);

describe('carriersOf', () => {
  it('keeps every carrier without a filter, in the order given', () => {
    expect(carriersOf(LIST, { name: '', usedBy: '' })).toEqual(LIST);
  });

  it('keeps the names holding the text, any case, without its spaces around', () => {
    expect(names(carriersOf(LIST, { name: ' pbx ', usedBy: '' }))).toEqual([
      'Sales PBX',
      'Support PBX',
    ]);
  });

  it("keeps an account's own carriers and its provider's, not another account's", () => {
    expect(names(carriersOf(LIST, { name: '', usedBy: 'sales' }))).toEqual([
      'Acme Voice PSTN',
      'Sales PBX',
    ]);
    expect(names(carriersOf(LIST, { name: 'pbx', usedBy: 'sales' }))).toEqual(['Sales PBX']);
  });
});
