import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { markDeleted, readsDeletedRecord, recordKeyOfPath } from './deletedRecords.ts';
import { queryKeys } from './queryKeys.ts';

describe('deleted records', () => {
  it('names a record by the last two parts of its path, as queryKeys do', () => {
    expect(recordKeyOfPath('VoipCarriers/abc')).toEqual(queryKeys.carrier('abc'));
    expect(recordKeyOfPath('Accounts/a1/SpeechCredentials/s1')).toEqual(
      queryKeys.speechCredential('s1'),
    );
    expect(recordKeyOfPath('PhoneNumbers/p%201')).toEqual(queryKeys.phoneNumber('p 1'));
  });

  it('keeps the reads of a deleted record (and those under it) from being fetched again', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.carrier('c1'), { name: 'gone' });
    queryClient.setQueryData(queryKeys.carrier('c2'), { name: 'kept' });
    markDeleted(queryClient, 'VoipCarriers/c1');
    expect(readsDeletedRecord(queryClient, queryKeys.carrier('c1'))).toBe(true);
    expect(readsDeletedRecord(queryClient, queryKeys.sipGateways('c1'))).toBe(true);
    expect(readsDeletedRecord(queryClient, queryKeys.carrier('c2'))).toBe(false);
    expect(readsDeletedRecord(queryClient, queryKeys.carriers)).toBe(false);
    // Nobody reads it any more: it leaves the cache.
    expect(queryClient.getQueryData(queryKeys.carrier('c1'))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.carrier('c2'))).toEqual({ name: 'kept' });
    expect(readsDeletedRecord(new QueryClient(), queryKeys.carrier('c1'))).toBe(false);
  });
});
