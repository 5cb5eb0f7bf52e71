import { afterAll, beforeAll, describe } from 'vitest';
import { runBusContract } from './bus.contract.ts';
import { createNatsBus } from './natsBus.ts';
import { findNatsServer, startNatsServer, type NatsServerHandle } from './natsServerProcess.ts';

const natsServer = findNatsServer();
if (!natsServer) console.warn('NATS bus contract skipped: nats-server not found on PATH or in /usr/sbin (Debian package nats-server).');

describe.skipIf(!natsServer)('NATS bus', () => {
  let server: NatsServerHandle | undefined;

  beforeAll(async () => {
    server = await startNatsServer();
  });

  afterAll(async () => {
    await server?.stop();
  });

  runBusContract('nats', async ({ onError }) => {
    if (!server) throw new Error('nats-server did not start');
    return createNatsBus({ servers: server.url, name: 'bus-contract', onError });
  });
});
