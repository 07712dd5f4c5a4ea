/**
 * Cognito pre-sign-up trigger: the app has no confirmation-code step, so every sign-up is
 * confirmed (and its email marked verified) at once. The local runtime does the same for
 * cognito-local, so both runtimes behave alike.
 */
import type { PreSignUpTriggerEvent } from 'aws-lambda';

export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  event.response.autoConfirmUser = true;
  if (event.request.userAttributes.email) event.response.autoVerifyEmail = true;
  return event;
};
