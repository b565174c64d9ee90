// Runs in Node: the ready and tax parts' rows (issue 47 item 2 and 4). Each load of the container
// is paired with a load of the chain alone (operator-sim/chain-alone.ts) beside it, in ABBA
// order; a pair's ratio is the container's time over the chain alone's, and the budget holds the
// median of the pairs' ratios. This machine's speed drifts by half within minutes; a pair, loaded
// within seconds, shares the drift, so its ratio judges the container where an absolute time
// would judge the machine.
import type { Visit } from './game-ready.ts';
import type { TaxRun } from './heavy-tax.ts';
import {
  BUDGET,
  type PartReport,
  type Row,
  chainLines,
  kb,
  list,
  median,
  medianRun,
  ms,
  ratio,
} from './report.ts';
import { shortAddress } from './blocking.ts';

/** The chain alone's loads, each beside the container's load of the same index. */
export interface ChainAlone {
  cold: Visit[];
  warm: Visit[];
}

/** A row judging the median of the pairs' ratios by `budget`. */
function pairedRow(
  what: string,
  container: Visit[],
  alone: Visit[],
  pick: (v: Visit) => number,
  budget: number,
): Row {
  const ratios = container.map((v, i) => {
    const reference = alone[i];
    return reference ? pick(v) / pick(reference) : Number.NaN;
  });
  const r = median(ratios);
  return {
    what: `${what}, container / chain alone, median of ${String(ratios.length)} pairs (${list(ratios, ratio)})`,
    value: ratio(r),
    budget: `<= ${ratio(budget)}`,
    pass: r <= budget,
    over: `${what} is ${ratio(r)}x the chain alone's`,
  };
}

/** The container's blocking less the chain alone's beside it, pair by pair. */
function blockingRow(kind: string, container: Visit[], alone: Visit[]): Row {
  const over = container.map((v, i) => {
    const reference = alone[i]?.blockingMs;
    return v.blockingMs === null || reference === null || reference === undefined
      ? Number.NaN
      : v.blockingMs - reference;
  });
  const measured = over.filter((n) => !Number.isNaN(n));
  const what = `${kind}: main-thread blocking (long tasks beyond 50 ms, navigation to 3 s after ready), container − chain alone, median of pairs`;
  if (measured.length < over.length) {
    // The browser listed no long tasks: not checked, never a pass.
    return { what, value: 'not checked', budget: '', pass: null };
  }
  const m = median(measured);
  const each = container.map((v, i) => `${String(v.blockingMs)} − ${String(alone[i]?.blockingMs)}`);
  return {
    what: `${what} (${each.join(', ')})`,
    value: ms(m),
    budget: `<= ${ms(BUDGET.blockingOverAloneMs)}`,
    pass: m <= BUDGET.blockingOverAloneMs,
    over: `${kind} main-thread blocking is ${ms(m)} over the chain alone's`,
  };
}

/** Cold and warm, each load of the container against the chain alone's beside it. */
export function readyReport(cold: Visit[], warm: Visit[], alone: ChainAlone): PartReport {
  const rows = (kind: 'cold' | 'warm', visits: Visit[], reference: Visit[]): Row[] => {
    const budget = kind === 'cold' ? BUDGET.coldPaired : BUDGET.warmPaired;
    return [
      pairedRow(
        `${kind}: to the game's document`,
        visits,
        reference,
        (v) => v.gameDocumentMs,
        budget,
      ),
      pairedRow(`${kind}: to the game's ready`, visits, reference, (v) => v.readyMs, budget),
      blockingRow(kind, visits, reference),
      {
        what: `${kind}: ready, the container's loads (${list(
          visits.map((v) => v.readyMs),
          ms,
        )}); the chain alone's (${list(
          reference.map((v) => v.readyMs),
          ms,
        )}); ready / necessary chain, median (container; chain alone)`,
        value: `${ratio(median(visits.map((v) => v.ratio)))}; ${ratio(median(reference.map((v) => v.ratio)))}`,
        budget: '',
        pass: null,
      },
    ];
  };
  return {
    rows: [...rows('cold', cold, alone.cold), ...rows('warm', warm, alone.warm)],
    details: [
      'Necessary chain of the median cold load:',
      '',
      ...chainLines(medianRun(cold, (v) => v.readyMs)),
      '',
      'Necessary chain of the median warm load:',
      '',
      ...chainLines(medianRun(warm, (v) => v.readyMs)),
      '',
      'The chain alone is a page that does nothing but the chain, in its order, loaded beside the container (operator-sim/chain-alone.ts): what it takes over the chain is the browser’s own work (the page and the game’s document committed, the game run), which no container removes. Its median cold load:',
      '',
      ...chainLines(medianRun(alone.cold, (v) => v.readyMs)),
      '',
      `Requests one after another before the game’s document, each cold load: ${cold
        .map((v) => String(v.path.length))
        .join(', ')}; their bytes: ${list(
        cold.map((v) => v.pathBytes),
        kb,
      )}`,
      '',
      `The engine worker's CPU slowdown answered, ms after its first request (cold; warm): ${cold
        .map((v) => String(v.workerSlowedAfterMs))
        .join(', ')}; ${warm.map((v) => String(v.workerSlowedAfterMs)).join(', ')}`,
    ],
  };
}

/** The heavy game inside the container against inside the chain alone, and what the container downloaded meanwhile. */
export function taxReport(runs: TaxRun[]): PartReport {
  const inside = runs.map((r) => r.inside);
  const most = Math.max(...inside.map((v) => v.container.bytes));
  const bytes = [...inside].sort((a, b) => b.container.bytes - a.container.bytes)[0]?.container;
  return {
    rows: [
      pairedRow(
        'heavy game: to its ready',
        inside,
        runs.map((r) => r.alone),
        (v) => v.readyMs,
        BUDGET.heavyPaired,
      ),
      {
        what: `heavy game: the container's tax over the chain alone's, ready inside less ready in the chain alone, pair by pair (${list(
          runs.map((r) => r.inside.readyMs - r.alone.readyMs),
          ms,
        )})`,
        value: ms(median(runs.map((r) => r.inside.readyMs - r.alone.readyMs))),
        budget: '',
        pass: null,
      },
      {
        what: `bytes the container downloaded from the game's first request to its ready, the most of any load (each: ${list(
          inside.map((v) => v.container.bytes),
          kb,
        )})`,
        value: kb(most),
        budget: `<= ${kb(BUDGET.heavyContainerBytes)}`,
        pass: most <= BUDGET.heavyContainerBytes,
        over: `the container downloaded ${kb(most)} while the heavy game loaded`,
      },
    ],
    details: [
      'What the container downloaded while the heavy game loaded (the load with the most; at: ms after the game’s document was asked for):',
      '',
      ...(bytes === undefined || bytes.requests.length === 0
        ? ['- nothing']
        : bytes.requests.map(
            (r) =>
              `- ${shortAddress(r.url)} (at ${String(Math.round(r.atMs))} ms, ${String(r.bytes)} B)`,
          )),
    ],
  };
}
