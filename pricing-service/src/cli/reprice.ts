/**
 * `npm run reprice -- FILE.json [--json]`: what-if pricing. Reads a PricingRunInput (products,
 * offers, channels, shipping rates, competitors setting, price endings, rules) from a JSON file
 * ("-": stdin), runs the same engine as a real run (runEngine) and prints every product × channel
 * outcome with its decision trace — as a table by default, as JSON with --json. Bad input is
 * reported with the path of each problem and exit code 1. docs/pricing.md describes the math.
 */
import { runEngine } from '../engine/runEngine.ts';
import { readRunInput } from './repriceInput.ts';
import { formatReport } from './repriceReport.ts';

const USAGE = `usage: npm run -s reprice -- FILE.json [--json]
Prices the products of FILE.json ("-": stdin; a pricing run input, see docs/pricing.md and
docs/examples/reprice-example.json) with the rule engine and prints the outcomes and decision
traces; --json prints { counts, unmatched, results } as JSON.`;

function main(argv: readonly string[]): number {
  const files = argv.filter((a) => !a.startsWith('--') || a === '-');
  const options = argv.filter((a) => a.startsWith('--') && a !== '-');
  if (options.includes('--help')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const unknown = options.find((o) => o !== '--json');
  if (unknown || files.length !== 1) {
    process.stderr.write(`reprice: ${unknown ? `unknown option ${unknown}` : 'give exactly one input file'}\n${USAGE}\n`);
    return 1;
  }
  const file = files[0]!;
  const read = readRunInput(file);
  if (!read.ok) {
    process.stderr.write(`reprice: ${file} is not a valid pricing run input:\n${read.problems.map((p) => `  - ${p}`).join('\n')}\n`);
    return 1;
  }
  for (const warning of read.warnings) process.stderr.write(`reprice: warning: ${warning}\n`);
  const run = runEngine(read.input);
  process.stdout.write(options.includes('--json') ? `${JSON.stringify(run, null, 2)}\n` : formatReport(read.input, run));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
