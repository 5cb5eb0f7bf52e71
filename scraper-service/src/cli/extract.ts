/**
 * `npm run -s extract -- FILE... [--url URL] [--exception FILE.json] [--currency ISO]
 * [--decimal-separator , | .] [--price-table]`: extracts each saved page (`-` reads stdin) and
 * prints one JSON object per page, one per line. `--selectors` is the former name of `--exception`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { decimalSeparatorOption, parseArgs, stringOption } from './args.ts';
import { readExceptionFile, scopeNote, type ExceptionFile } from './exceptionFile.ts';
import { pageRecord } from './pageRecord.ts';

const USAGE = `usage: npm run -s extract -- FILE... [--url URL] [--exception FILE.json] [--currency ISO]
                              [--decimal-separator , | .] [--price-table]
Prints one JSON object per page (one line each). FILE "-" reads the page from stdin.
  --url             the page's URL (default: its canonical link / og:url, else the file's path)
  --exception       a store's scrape exception: {"instructions": {...}, "settings": {...}} or the
                    whole exception as GET /api/admin/scrape-exceptions/:id returns it (--selectors: the same)
  --price-table     read the page as a price comparison page: print its table of offers`;

function main(): void {
  let args;
  let exception: ExceptionFile | null = null;
  let url: string | null;
  let currencyHint: string | null;
  let decimalSeparator: ',' | '.' | null;
  try {
    args = parseArgs(process.argv.slice(2), new Set(['help', 'price-table']), new Set(['url', 'exception', 'selectors', 'currency', 'decimal-separator']));
    if (args.options.has('help')) {
      process.stdout.write(`${USAGE}\n`);
      return;
    }
    if (args.positional.length === 0) throw new Error('no FILE given');
    url = stringOption(args, 'url');
    currencyHint = stringOption(args, 'currency');
    decimalSeparator = decimalSeparatorOption(args);
    const exceptionPath = stringOption(args, 'exception') ?? stringOption(args, 'selectors');
    if (exceptionPath !== null) exception = readExceptionFile(exceptionPath);
  } catch (error) {
    process.stderr.write(`extract: ${(error as Error).message}\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  let stdin: string | null = null;
  for (const file of args.positional) {
    let html: string;
    try {
      if (file === '-') html = stdin ??= readFileSync(0, 'utf8');
      else html = readFileSync(file, 'utf8');
    } catch (error) {
      const message = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : (error as Error).message;
      process.stdout.write(`${JSON.stringify({ file, error: message })}\n`);
      process.stderr.write(`extract: ${file}: ${message}\n`);
      process.exitCode = 1;
      continue;
    }
    const fallbackUrl = file === '-' ? 'file:///dev/stdin' : pathToFileURL(resolve(file)).toString();
    const record = pageRecord(html, { file, url, fallbackUrl, selectors: exception?.config ?? null, currencyHint, decimalSeparator, priceTable: args.options.has('price-table') });
    if (exception) {
      const note = scopeNote(exception, String(record.url));
      if (note) (record.notes as string[]).unshift(note);
    }
    process.stdout.write(`${JSON.stringify(record)}\n`);
  }
}

main();
