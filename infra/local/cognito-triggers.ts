/**
 * Cognito Lambda triggers, run in this process. cognito-local invokes triggers through an AWS SDK
 * v2 Lambda client; we hand it an object with the same `invoke(...).promise()` shape that calls the
 * trigger function directly (no Lambda emulator, no network).
 *
 * Why a trigger and not AdminConfirmSignUp after sign-up: the deployed pool auto-confirms in its
 * PreSignUp trigger, so SignUp itself answers UserConfirmed: true and the frontend signs in at once.
 * cognito-local honours PreSignUp's autoConfirmUser/autoVerifyEmail the same way, so the frontend
 * sees the same answers locally. Confirming afterwards would leave SignUp answering "unconfirmed".
 */
import type { PreSignUpTriggerEvent } from 'aws-lambda';

export type TriggerHandler = (event: unknown) => Promise<unknown>;
export type TriggerHandlers = Record<string, TriggerHandler>;

/** What the deployed PreSignUp trigger does: confirm the account and verify its email. */
export async function autoConfirmPreSignUp(event: unknown): Promise<unknown> {
  const e = event as PreSignUpTriggerEvent;
  return { ...e, response: { ...e.response, autoConfirmUser: true, autoVerifyEmail: true, autoVerifyPhone: false } };
}

export const LOCAL_TRIGGERS: TriggerHandlers = { PreSignUp: autoConfirmPreSignUp };

interface InvokeParams {
  FunctionName: string;
  Payload?: string;
}

interface InvokeResult {
  StatusCode: number;
  Payload: string;
  FunctionError?: string;
}

/** An SDK v2 Lambda look-alike: `FunctionName` names the handler in `handlers`. */
export function inProcessLambda(handlers: TriggerHandlers): never {
  const invoke = async (params: InvokeParams): Promise<InvokeResult> => {
    const handler = handlers[params.FunctionName];
    if (!handler) return { StatusCode: 404, FunctionError: 'Unhandled', Payload: JSON.stringify({ errorMessage: `no trigger ${params.FunctionName}` }) };
    try {
      const result = await handler(JSON.parse(params.Payload ?? '{}'));
      return { StatusCode: 200, Payload: JSON.stringify(result) };
    } catch (err) {
      return { StatusCode: 200, FunctionError: 'Unhandled', Payload: JSON.stringify({ errorMessage: err instanceof Error ? err.message : String(err) }) };
    }
  };
  // cognito-local types this parameter as aws-sdk v2's Lambda class; only invoke() is ever called.
  return { invoke: (params: InvokeParams) => ({ promise: () => invoke(params) }) } as never;
}
