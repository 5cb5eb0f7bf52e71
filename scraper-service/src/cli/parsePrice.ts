/**
 * `npm run -s parse-price [-- --currency EUR --decimal-separator , --url URL --language de-CH
 * --country CH]`: reads one price text per line on stdin, prints one JSON object per line:
 * { "amount": "1299.00" | null, "currency": "EUR" | null, "currencyText": "€" | null }. A line may
 * instead be a JSON object { "text", "currencyHint", "decimalSeparator", "url", "language", "country" }.
 */
import { createInterface } from 'node:readline';
import { decimalSeparatorOption, parseArgs, stringOption } from './args.ts';
import { parsePriceLine } from './priceLine.ts';

const USAGE = `usage: npm run -s parse-price [-- --currency ISO|SYMBOL --decimal-separator , | . --url URL
                                  --language TAG --country CC] < prices.txt
Reads one price text (or a JSON object {"text","currencyHint","decimalSeparator","url","language",
"country"}) per line and prints one JSON object per line: {"amount","currency","currencyText"}.
--url/--language/--country resolve ambiguous marks ("$", "kr", "¥"; see docs/extraction.md).`;

async function main(): Promise<void> {
  let hints;
  try {
    const args = parseArgs(process.argv.slice(2), new Set(['help']), new Set(['currency', 'decimal-separator', 'url', 'language', 'country']));
    if (args.options.has('help')) {
      process.stdout.write(`${USAGE}\n`);
      return;
    }
    if (args.positional.length > 0) throw new Error(`unexpected argument "${args.positional[0]}" (prices are read from stdin)`);
    hints = {
      currencyHint: stringOption(args, 'currency'),
      decimalSeparator: decimalSeparatorOption(args),
      url: stringOption(args, 'url'),
      language: stringOption(args, 'language'),
      country: stringOption(args, 'country'),
    };
  } catch (error) {
    process.stderr.write(`parse-price: ${(error as Error).message}\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    const ok = process.stdout.write(`${JSON.stringify(parsePriceLine(line, hints))}\n`);
    if (!ok) await new Promise((resolve) => process.stdout.once('drain', resolve));
  }
}

await main();
