/** Small helpers the command-line scripts share (screenshots, audits, benchmarks). */

/** The value of `--name=value` on the command line, if given. */
export const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
