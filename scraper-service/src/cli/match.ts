/**
 * `npm run -s match -- --left A.csv --right B.csv --pairs P.csv [--train T.csv]` (issue 17
 * item 4): scores each pair of P with the product matcher and prints one JSON line per pair, in
 * P's order: {"ltable_id", "rtable_id", "probability", "same"}. With T (labelled pairs of the same
 * tables) the model is fitted first. Malformed input: exit 1 naming the file and row.
 */
import { parseArgs, stringOption } from './args.ts';
import { InputError, runMatch } from './matchRun.ts';

const USAGE = `usage: npm run -s match -- --left A.csv --right B.csv --pairs P.csv [--train T.csv]
  A, B   products: column id, and any of name/title, brand (or manufacturer), description,
         price, gtin (or ean/upc), mpn, image (a perceptual hash in hex); other columns ignored
  P      pairs to score: ltable_id,rtable_id (a label column is ignored)
  T      labelled pairs to fit the scorer: ltable_id,rtable_id,label (1 same, 0 not)
Prints one JSON line per pair of P, in P's order: {"ltable_id","rtable_id","probability","same"}.`;

function main(): void {
  let files;
  try {
    const args = parseArgs(process.argv.slice(2), new Set(['help']), new Set(['left', 'right', 'pairs', 'train']));
    if (args.options.has('help')) {
      process.stdout.write(`${USAGE}\n`);
      return;
    }
    const required = (name: string) => {
      const value = stringOption(args, name);
      if (value === null) throw new Error(`--${name} is required`);
      return value;
    };
    files = { left: required('left'), right: required('right'), pairs: required('pairs'), train: stringOption(args, 'train') };
  } catch (error) {
    process.stderr.write(`match: ${(error as Error).message}\n${USAGE}\n`);
    process.exitCode = 1;
    return;
  }
  try {
    const { lines } = runMatch(files);
    // One write: 100,000 lines through one string is far faster than a write per line.
    process.stdout.write(lines.length === 0 ? '' : `${lines.join('\n')}\n`);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    process.stderr.write(`match: ${error.message}\n`);
    process.exitCode = 1;
  }
}

main();
