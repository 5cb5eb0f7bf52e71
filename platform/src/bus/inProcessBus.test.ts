import { runBusContract } from './bus.contract.ts';
import { createInProcessBus } from './inProcessBus.ts';

runBusContract('in-process', async ({ onError }) => createInProcessBus({ onError }));
