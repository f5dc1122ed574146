/** The kind of a search parameter (FHIR R4 search, section 3.1.1). */
export type SearchParameterType = 'token' | 'date' | 'string' | 'reference';

/** A token's value: `system|code`, `|code` (no system) or `code` (any system). */
export interface TokenValue {
  system?: string;
  code: string;
}

/** A date comparison: the prefix and the instant range the written precision covers. */
export interface DateValue {
  prefix: 'eq' | 'ne' | 'gt' | 'lt' | 'ge' | 'le';
  start: Date;
  end: Date;
}

/** A parsed search: each parameter's alternatives (comma-separated values), paging and includes. */
export interface ParsedSearch {
  tokens: Record<string, TokenValue[]>;
  dates: Record<string, DateValue[]>;
  strings: Record<string, string[]>;
  references: Record<string, string[]>;
  count: number;
  offset: number;
  includes: string[];
}

/** A search that could not be read: the sentence and the parameter at fault. */
export interface SearchRefusal {
  message: string;
  parameter: string;
}

/** Results per page when `_count` is not given, and the most a page holds. */
export const SEARCH_PAGE = { defaultCount: 50, maximumCount: 500 } as const;

/** Parameters every search takes besides the resource's own. */
const CONTROL_PARAMETERS = new Set(['_count', '_offset', '_include', '_format']);

/** A token as FHIR writes it. */
function parseToken(value: string): TokenValue | undefined {
  const bar = value.indexOf('|');
  if (bar < 0) return value ? { code: value } : undefined;
  const code = value.slice(bar + 1);
  if (!code) return undefined;
  return { system: value.slice(0, bar), code };
}

const DATE_PATTERN =
  /^(eq|ne|gt|lt|ge|le)?(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

/** A date parameter: its prefix and the range its precision covers (a day, a month, a year or an instant). */
function parseDate(value: string): DateValue | undefined {
  const match = DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const [, prefix = 'eq', year, month, day, hour, minute, second, zone] = match;
  if (hour !== undefined) {
    const start = new Date(
      `${year}-${month}-${day}T${hour}:${minute}:${second ?? '00'}${zone === 'Z' ? 'Z' : zone}`,
    );
    if (Number.isNaN(start.getTime())) return undefined;
    const end = new Date(start.getTime() + (second === undefined ? 60_000 : 1000) - 1);
    return { prefix: prefix as DateValue['prefix'], start, end };
  }
  const startText = `${year}-${month ?? '01'}-${day ?? '01'}T00:00:00Z`;
  const start = new Date(startText);
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== startText.slice(0, 10))
    return undefined;
  const end = new Date(start);
  if (day !== undefined) end.setUTCDate(end.getUTCDate() + 1);
  else if (month !== undefined) end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return { prefix: prefix as DateValue['prefix'], start, end: new Date(end.getTime() - 1) };
}

/** A whole number within bounds, from a query value. */
function parseWholeNumber(value: string, minimum: number, maximum: number): number | undefined {
  if (!/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= minimum && number <= maximum ? number : undefined;
}

/**
 * Reads a search's query against the parameters a resource type supports: an unknown parameter, a modifier
 * CareNest does not support, or a value that does not read is refused with its name (answered 400).
 */
export function parseSearch(
  query: Record<string, string | string[] | undefined>,
  supported: Record<string, SearchParameterType>,
  supportedIncludes: readonly string[] = [],
): { search: ParsedSearch } | { refusal: SearchRefusal } {
  const search: ParsedSearch = {
    tokens: {},
    dates: {},
    strings: {},
    references: {},
    count: SEARCH_PAGE.defaultCount,
    offset: 0,
    includes: [],
  };
  for (const [name, raw] of Object.entries(query)) {
    if (raw === undefined) continue;
    const values = Array.isArray(raw) ? raw : [raw];
    const type = supported[name];
    if (!type && !CONTROL_PARAMETERS.has(name))
      return { refusal: { message: `Unknown search parameter: ${name}`, parameter: name } };
    const refuse = (detail: string) => ({ refusal: { message: `${detail}: ${name}`, parameter: name } });
    if (name === '_count' || name === '_offset') {
      const number = parseWholeNumber(
        values.at(-1) ?? '',
        name === '_count' ? 1 : 0,
        name === '_count' ? SEARCH_PAGE.maximumCount : 1_000_000_000,
      );
      if (number === undefined) return refuse('Invalid paging value');
      if (name === '_count') search.count = number;
      else search.offset = number;
      continue;
    }
    if (name === '_format') {
      if (values.some((value) => !['json', 'application/json', 'application/fhir+json'].includes(value)))
        return refuse('Only JSON is supported');
      continue;
    }
    if (name === '_include') {
      for (const value of values) {
        if (!supportedIncludes.includes(value)) return refuse(`Unsupported _include ${value}`);
        search.includes.push(value);
      }
      continue;
    }
    for (const value of values) {
      const alternatives = value.split(',');
      if (alternatives.some((alternative) => alternative === '')) return refuse('Empty search value');
      switch (type) {
        case 'token': {
          const tokens = alternatives.map(parseToken);
          if (tokens.some((token) => !token)) return refuse('Invalid token');
          (search.tokens[name] ??= []).push(...(tokens as TokenValue[]));
          break;
        }
        case 'date': {
          if (alternatives.length > 1) return refuse('A date takes one value');
          const date = parseDate(value);
          if (!date) return refuse('Invalid date');
          (search.dates[name] ??= []).push(date);
          break;
        }
        case 'reference': {
          const ids = alternatives.map((alternative) => alternative.replace(/^Patient\//, ''));
          if (ids.some((id) => !/^[A-Za-z0-9\-.]{1,64}$/.test(id))) return refuse('Invalid reference');
          (search.references[name] ??= []).push(...ids);
          break;
        }
        default:
          (search.strings[name] ??= []).push(...alternatives.map((alternative) => alternative.slice(0, 200)));
      }
    }
  }
  return { search };
}

/** Whether `instant` satisfies every date comparison of a parameter (FHIR R4 search, section 3.1.1.4.2). */
export function isWithinDates(instant: Date, comparisons: readonly DateValue[]): boolean {
  const time = instant.getTime();
  return comparisons.every(({ prefix, start, end }) => {
    switch (prefix) {
      case 'eq':
        return time >= start.getTime() && time <= end.getTime();
      case 'ne':
        return time < start.getTime() || time > end.getTime();
      case 'gt':
        return time > end.getTime();
      case 'ge':
        return time >= start.getTime();
      case 'lt':
        return time < start.getTime();
      case 'le':
        return time <= end.getTime();
    }
  });
}
