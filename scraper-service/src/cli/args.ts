/** A small command-line parser: positional arguments and `--name value` / `--name=value` / `--flag` options. */
export interface ParsedArgs {
  positional: string[];
  options: Map<string, string | true>;
}

/** `flags` take no value, `valued` take one; any other option is an error. */
export function parseArgs(argv: readonly string[], flags: ReadonlySet<string>, valued: ReadonlySet<string>): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const name = arg.slice(2, eq === -1 ? undefined : eq);
      if (!flags.has(name) && !valued.has(name)) throw new Error(`unknown option --${name}`);
      if (eq !== -1) options.set(name, arg.slice(eq + 1));
      else if (flags.has(name)) options.set(name, true);
      else {
        const value = argv[i + 1];
        if (value === undefined) throw new Error(`--${name} needs a value`);
        options.set(name, value);
        i++;
      }
    } else {
      positional.push(arg);
    }
  }
  return { positional, options };
}

export function stringOption(args: ParsedArgs, name: string): string | null {
  const value = args.options.get(name);
  if (value === true) throw new Error(`--${name} needs a value`);
  return value ?? null;
}

export function decimalSeparatorOption(args: ParsedArgs): ',' | '.' | null {
  const value = stringOption(args, 'decimal-separator');
  if (value === null) return null;
  if (value !== ',' && value !== '.') throw new Error('--decimal-separator must be "," or "."');
  return value;
}
