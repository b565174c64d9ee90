// Type-checks shared/ alone: the few web APIs every host has (browser, worker, Node),
// declared here so shared/ can use them without the DOM or worker libs.
declare class URL {
  constructor(url: string, base?: string | URL);
  href: string;
  readonly origin: string;
  protocol: string;
  hostname: string;
  pathname: string;
  search: string;
  hash: string;
  readonly searchParams: URLSearchParams;
}
declare class URLSearchParams {
  constructor(init?: string | Record<string, string>);
  get(name: string): string | null;
  set(name: string, value: string): void;
  toString(): string;
}
declare function structuredClone<T>(value: T): T;
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
