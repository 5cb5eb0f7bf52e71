/**
 * Starts the demo competitor web on its own: `npx node scraper-service/src/demoWeb/main.ts
 * [--port 4400] [--host 127.0.0.1] [--date 2025-01-15]` and prints its URL. Stop with Ctrl+C.
 */
import { parseArgs } from 'node:util';
import { startDemoWeb } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4400' },
    host: { type: 'string', default: '127.0.0.1' },
    date: { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Invalid --port ${values.port}`);
  process.exit(1);
}
const fixed = values.date === undefined ? null : new Date(`${values.date}T12:00:00Z`);
if (fixed && Number.isNaN(fixed.getTime())) {
  console.error(`Invalid --date ${values.date} (expected YYYY-MM-DD)`);
  process.exit(1);
}

const web = await startDemoWeb({ port, host: values.host, ...(fixed ? { now: () => fixed } : {}) });
console.log(`Demo competitor web running at ${web.url} (HTTP proxy for *.demo.test: ${web.proxyUrl})`);
console.log(`  e.g. curl -x ${web.proxyUrl} http://preisfuchs.demo.test/`);
console.log('  Stop with Ctrl+C.');

const stop = () => {
  web.stop().then(() => process.exit(0), (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
