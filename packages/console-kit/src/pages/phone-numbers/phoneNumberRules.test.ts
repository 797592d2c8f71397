import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import type { CarrierChoice } from '../../api/numbersAndTenants.ts';
import {
  addGuard,
  carrierChoices,
  isDuplicateNumber,
  phoneNumberPayload,
  phoneNumberValues,
  selectAllState,
  toggleAll,
  toggleOne,
  validatePhoneNumber,
  withAccount,
  type PhoneNumberValues,
} from './phoneNumberRules.ts';

const carrier = (sid: string, more: Partial<CarrierChoice> = {}): CarrierChoice => ({
  voip_carrier_sid: sid,
  name: sid,
  is_active: 1,
  account_sid: null,
  service_provider_sid: 'sp1',
  ...more,
});

const CARRIERS = [
  carrier('global'),
  carrier('own', { account_sid: 'a1' }),
  carrier('other', { account_sid: 'a2' }),
  carrier('off', { is_active: 0 }),
  carrier('elsewhere', { service_provider_sid: 'sp2' }),
];

const values = (more: Partial<PhoneNumberValues> = {}): PhoneNumberValues => ({
  number: '15085550123',
  carrierSid: 'global',
  accountSid: 'a1',
  applicationSid: '',
  ...more,
});

describe('phone number rules', () => {
  it('asks for a number', () => {
    expect(validatePhoneNumber(values({ number: '  ' }), true)).toEqual({
      number: 'phoneNumbers.numberRequired',
    });
  });

  it('takes digits with an optional leading + only', () => {
    expect(validatePhoneNumber(values({ number: '+1 508 555' }), true).number).toBe(
      'phoneNumbers.numberInvalid',
    );
    expect(validatePhoneNumber(values({ number: '12' }), true).number).toBe(
      'phoneNumbers.numberInvalid',
    );
    expect(validatePhoneNumber(values({ number: '+15085550123' }), true)).toEqual({});
  });

  it('asks for a carrier', () => {
    expect(validatePhoneNumber(values({ carrierSid: '' }), true)).toEqual({
      carrier: 'phoneNumbers.carrierRequired',
    });
  });

  it('checks nothing on edit, where number and carrier are fixed', () => {
    expect(validatePhoneNumber(values({ number: '', carrierSid: '' }), false)).toEqual({});
  });

  it('recognises the duplicate answer of the server', () => {
    const duplicate = new ApiError(
      'http',
      422,
      'x',
      "Duplicate entry '1-c' for key 'phone_numbers_unique_idx_voip_carrier_number'",
    );
    expect(isDuplicateNumber(duplicate)).toBe(true);
    expect(isDuplicateNumber(new ApiError('http', 422, 'x', 'other'))).toBe(false);
    expect(isDuplicateNumber(new Error('x'))).toBe(false);
  });

  it('offers active carriers of the provider that are global or the account’s own', () => {
    const sids = (list: CarrierChoice[]) => list.map((c) => c.voip_carrier_sid);
    expect(sids(carrierChoices(CARRIERS, 'sp1', 'a1'))).toEqual(['global', 'own']);
    expect(sids(carrierChoices(CARRIERS, 'sp1', ''))).toEqual(['global']);
  });

  it('a new account clears the application and a carrier it may not use', () => {
    const offered = (account: string) => carrierChoices(CARRIERS, 'sp1', account);
    const start = values({ carrierSid: 'own', applicationSid: 'app1' });
    expect(withAccount(start, 'a2', offered)).toEqual(
      values({ accountSid: 'a2', carrierSid: '', applicationSid: '' }),
    );
    expect(withAccount(values({ applicationSid: 'app1' }), 'a2', offered).carrierSid).toBe(
      'global',
    );
    // On edit the carrier is fixed.
    expect(withAccount(start, 'a2').carrierSid).toBe('own');
  });

  it('must have an account, then a carrier, before a number is added', () => {
    expect(addGuard(0, CARRIERS, 'sp1')).toBe('phoneNumbers.needAccount');
    expect(addGuard(2, [carrier('off', { is_active: 0 })], 'sp1')).toBe('phoneNumbers.needCarrier');
    expect(addGuard(2, CARRIERS, 'sp3')).toBe('phoneNumbers.needCarrier');
    expect(addGuard(2, CARRIERS, 'sp1')).toBeNull();
  });

  it('reads a stored number and sends an unassigned one without an application', () => {
    expect(
      phoneNumberValues(
        {
          phone_number_sid: 'p1',
          number: '15085550100',
          account_sid: null,
          application_sid: null,
          voip_carrier_sid: 'global',
        },
        'a1',
      ),
    ).toEqual({ number: '15085550100', carrierSid: 'global', accountSid: '', applicationSid: '' });
    expect(phoneNumberValues(undefined, 'a1').accountSid).toBe('a1');
    expect(phoneNumberPayload(values({ accountSid: '', applicationSid: 'app1' }))).toEqual({
      number: '15085550123',
      voip_carrier_sid: 'global',
      account_sid: null,
      application_sid: null,
    });
    expect(phoneNumberPayload(values({ number: ' 1508 '.trim(), applicationSid: 'app1' }))).toEqual(
      { number: '1508', voip_carrier_sid: 'global', account_sid: 'a1', application_sid: 'app1' },
    );
  });

  it('selects the page, one row, and shows the select-all state', () => {
    const page = ['p1', 'p2'];
    expect([...toggleAll(new Set(), page)]).toEqual(page);
    expect([...toggleAll(new Set(page), page)]).toEqual([]);
    expect([...toggleAll(new Set(['p1']), page)]).toEqual(page);
    expect([...toggleOne(new Set(['p1']), 'p1')]).toEqual([]);
    expect([...toggleOne(new Set(['p1']), 'p2')]).toEqual(['p1', 'p2']);
    expect(selectAllState(new Set(), page)).toBe('none');
    expect(selectAllState(new Set(['p2']), page)).toBe('some');
    expect(selectAllState(new Set(page), page)).toBe('all');
  });
});
