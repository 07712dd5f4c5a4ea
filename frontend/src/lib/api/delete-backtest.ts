import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_PREFIX } from '../../../../shared/domain/messages';
import { wrapErrors } from './api-error';
import { apiCall } from './http';
import { queryKeys } from './query-keys';

/** DELETE /backtests/{id}; errors 'Failed to delete backtest: …'. */
export async function deleteBacktest(backtestId: string): Promise<void> {
  await wrapErrors(ERROR_PREFIX.deleteBacktest, () => apiCall(`/backtests/${encodeURIComponent(backtestId)}`, { method: 'DELETE' }));
}

export function useDeleteBacktest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBacktest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedBacktests() }),
  });
}
