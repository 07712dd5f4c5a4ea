/**
 * The memo behind deps() and sweepDeps(): a set of dependencies is wired from the configuration
 * and the AWS clients once, and wired again only when getConfig() hands out a new configuration
 * (tests and the local runtime change it), so a warm Lambda reuses its tables and clients.
 */
import { awsClients, type AwsClients } from '../adapters/aws-clients';
import { getConfig, type Config } from './config';

export function wiredPerConfig<T extends { config: Config }>(wire: (config: Config, clients: AwsClients) => T): () => T {
  let cache: T | undefined;
  return () => {
    const config = getConfig();
    if (cache?.config === config) return cache;
    cache = wire(config, awsClients(config));
    return cache;
  };
}
