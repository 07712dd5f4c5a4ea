/** GET /api/health: every internal server answers (one cheap call each, in parallel). */
import { ListTablesCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return true; // any HTTP answer (even 4xx) means the server is up and serving
  } catch {
    return false;
  }
}

export async function probeAll(p: { dynamo: DynamoDBClient; s3: string; cognito: string; sfn: string }): Promise<boolean> {
  const checks = await Promise.all([
    p.dynamo.send(new ListTablesCommand({ Limit: 1 })).then(() => true, () => false),
    answers(p.s3),
    fetch(`${p.cognito}/health`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false),
    answers(p.sfn),
  ]);
  return checks.every(Boolean);
}
