import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserStatusSchema, type UserStatus } from '../../../../shared/contracts/user-status';
import { userStatusFailedStatus } from '../../../../shared/domain/messages';
import { apiJson } from './http';
import { queryKeys } from './query-keys';

/** GET /getuserstatus → {paid, trial, trial_end, cancel, free_backtests_remaining}. */
export function getUserStatus(): Promise<UserStatus> {
  return apiJson('/getuserstatus', UserStatusSchema, 'user status', { fallback: userStatusFailedStatus });
}

export const userStatusQueryOptions = () => queryOptions({ queryKey: queryKeys.userStatus(), queryFn: getUserStatus });

export function useUserStatusQuery(enabled: boolean) {
  return useQuery({ ...userStatusQueryOptions(), enabled });
}
