import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError, refusedAs } from '../api/errors.ts';
import type { MessageKey } from '../messages/catalog.ts';
import { readsDeletedRecord } from './deletedRecords.ts';
import { useConsole } from '../provider/context.ts';
import { useLeads } from '../provider/leads.ts';

export interface WriteOptions<Input, Output> {
  write(input: Input): Promise<Output>;
  /** The success toast, from what was written and what the server answered. */
  success?(input: Input, output: Output): string;
  /** The cached queries the write changes. */
  invalidates?: QueryKey[];
  onDone?(output: Output, input: Input): void;
  /** The sid of the record a create wrote: a single page's host is told of it (`onCreated`)
   *  instead of the page going on with onDone. */
  created?(output: Output): string;
  /** The errors the page shows in place (on a field), without the error toast. */
  quiet?(error: Error): boolean;
  /** The spec's words for a write the server refuses as not the user's (403): the toast, or the
   *  dialog showing the error, says them before the server's reason. */
  refused?: MessageKey;
}

/** A write to the server with the console's conventions: a success toast, the server's message as
 *  an error toast (the form keeps what was typed), and the changed queries invalidated, except
 *  the reads of a record deleted (a page still showing it would request it again and get 404). */
export function useWrite<Input, Output>(options: WriteOptions<Input, Output>) {
  const { notifier, t, leaveGuard } = useConsole();
  const leads = useLeads();
  const queryClient = useQueryClient();
  const { write, refused } = options;
  return useMutation({
    mutationFn: refused
      ? (input: Input) =>
          write(input).catch((error: unknown) => {
            throw refusedAs(error, t(refused));
          })
      : write,
    onSuccess: async (output, input) => {
      if (options.success) notifier.notify('success', options.success(input, output));
      await Promise.all(
        (options.invalidates ?? []).map((queryKey) =>
          queryClient.invalidateQueries({
            queryKey,
            predicate: (query) => !readsDeletedRecord(queryClient, query.queryKey),
          }),
        ),
      );
      // Where a write leads (the list, after a create or a delete) nothing unsaved is left behind.
      leaveGuard.pass(() => {
        if (options.created && leads.created) leads.created(options.created(output));
        else options.onDone?.(output, input);
      });
    },
    onError: (error) => {
      if (isApiError(error) && error.endedSession) return;
      if (!options.quiet?.(error)) notifier.notify('error', error.message);
    },
  });
}
