import { isApiError } from '../../api/errors.ts';
import type {
  CarrierChoice,
  PhoneNumber,
  PhoneNumberInput,
  PhoneNumberRouting,
} from '../../api/numbersAndTenants.ts';
import type { ValidationMessages } from '../../lib/validation.ts';

export interface PhoneNumberValues {
  number: string;
  carrierSid: string;
  /** '' while the number is not assigned to an account. */
  accountSid: string;
  applicationSid: string;
}

export type PhoneNumberErrors = ValidationMessages<'number' | 'carrier'>;

/** What the number field takes: digits, optionally after a +, as the server stores them. */
const NUMBER = /^\+?\d{3,20}$/;

export function phoneNumberValues(
  stored: PhoneNumber | undefined,
  accountSid: string,
): PhoneNumberValues {
  return {
    number: stored?.number ?? '',
    carrierSid: stored?.voip_carrier_sid ?? '',
    accountSid: stored ? (stored.account_sid ?? '') : accountSid,
    applicationSid: stored?.application_sid ?? '',
  };
}

/** The form's rules; on edit the number and its carrier are fixed, so only routing is checked. */
export function validatePhoneNumber(values: PhoneNumberValues, creating: boolean) {
  const errors: PhoneNumberErrors = {};
  if (!creating) return errors;
  const number = values.number.trim();
  if (!number) errors.number = 'phoneNumbers.numberRequired';
  else if (!NUMBER.test(number)) errors.number = 'phoneNumbers.numberInvalid';
  if (!values.carrierSid) errors.carrier = 'phoneNumbers.carrierRequired';
  return errors;
}

/** The carriers a number of this account may use: active ones of the provider that are global or
 *  the account's own. */
export function carrierChoices(
  carriers: readonly CarrierChoice[],
  serviceProviderSid: string | undefined,
  accountSid: string,
): CarrierChoice[] {
  return carriers.filter(
    (carrier) =>
      Number(carrier.is_active) === 1 &&
      carrier.service_provider_sid === serviceProviderSid &&
      (carrier.account_sid === null || carrier.account_sid === accountSid),
  );
}

/** Another account: its applications differ, and (given what each account is offered, on create)
 *  a carrier it may not use is dropped. */
export function withAccount(
  values: PhoneNumberValues,
  accountSid: string,
  offered?: (accountSid: string) => readonly CarrierChoice[],
): PhoneNumberValues {
  const keepsCarrier =
    !offered || offered(accountSid).some((c) => c.voip_carrier_sid === values.carrierSid);
  return {
    ...values,
    accountSid,
    applicationSid: '',
    carrierSid: keepsCarrier ? values.carrierSid : '',
  };
}

export function phoneNumberPayload(values: PhoneNumberValues): PhoneNumberInput {
  const accountSid = values.accountSid || null;
  return {
    number: values.number.trim(),
    voip_carrier_sid: values.carrierSid,
    account_sid: accountSid,
    application_sid: accountSid ? values.applicationSid || null : null,
  };
}

/** What an edit of a number may change: where it is routed. */
export function phoneNumberRouting(values: PhoneNumberValues): PhoneNumberRouting {
  const { account_sid, application_sid } = phoneNumberPayload(values);
  return { account_sid, application_sid };
}

/** The server's answer to a number its carrier already has. */
export const isDuplicateNumber = (error: unknown) =>
  isApiError(error) &&
  error.status === 422 &&
  /phone_numbers_unique_idx/.test(error.serverMessage ?? '');

/** Why a number cannot be added yet (the spec's two guards), or null. */
export function addGuard(
  accountCount: number,
  carriers: readonly CarrierChoice[],
  serviceProviderSid: string | undefined,
): 'phoneNumbers.needAccount' | 'phoneNumbers.needCarrier' | null {
  if (accountCount === 0) return 'phoneNumbers.needAccount';
  const active = carriers.some(
    (carrier) =>
      Number(carrier.is_active) === 1 && carrier.service_provider_sid === serviceProviderSid,
  );
  return active ? null : 'phoneNumbers.needCarrier';
}

// ---- Bulk routing: the selection on the page in view ----

/** Select-all toggles every number of the page; it is checked once all of them are. */
export function toggleAll(selected: ReadonlySet<string>, pageSids: readonly string[]) {
  const all = pageSids.length > 0 && pageSids.every((sid) => selected.has(sid));
  return all ? new Set<string>() : new Set(pageSids);
}

export function toggleOne(selected: ReadonlySet<string>, sid: string) {
  const next = new Set(selected);
  if (next.has(sid)) next.delete(sid);
  else next.add(sid);
  return next;
}

/** Whether the select-all box shows checked, mixed or clear. */
export function selectAllState(selected: ReadonlySet<string>, pageSids: readonly string[]) {
  const count = pageSids.filter((sid) => selected.has(sid)).length;
  if (count === 0) return 'none';
  return count === pageSids.length ? 'all' : 'some';
}
