// The soak's verdicts (issue 62, 3): each measure's growth per hour over the run after its
// warm-up, against its budget; a measure read too few times is "not checked", never ok.
import { describe, expect, it } from 'vitest';
import { type SoakSample, slopePerHour, soakRows } from '../../bench/browser/soak-report.ts';

const flat = (minute: number): SoakSample => ({
  minute,
  pageHeapMB: 5,
  workerHeapMB: 1.5,
  domNodes: 400,
  listeners: 220,
  connections: 4,
});

describe("the soak's report", () => {
  it('gives the least-squares growth per hour', () => {
    expect(slopePerHour([0, 10, 20, 30].map((x) => ({ x, y: 2 + x / 30 })))).toBeCloseTo(2);
    expect(
      slopePerHour([
        { x: 0, y: 1 },
        { x: 1, y: 9 },
      ]),
    ).toBeNull();
  });

  it('holds a flat hour and breaks one that leaks three megabytes of page heap an hour', () => {
    const hour = Array.from({ length: 61 }, (_, m) => flat(m));
    expect(soakRows(hour).map((r) => r.verdict)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    const leaking = hour.map((s) => ({ ...s, pageHeapMB: 5 + (3 * s.minute) / 60 }));
    const page = soakRows(leaking).find((r) => r.measure === 'pageHeapMB');
    expect(page?.verdict).toBe('OVER');
    expect(page?.perHour).toBeCloseTo(3);
  });

  it("leaves the warm-up's growth out of the slope", () => {
    const hour = Array.from({ length: 61 }, (_, m) => ({
      ...flat(m),
      domNodes: m < 6 ? 300 : 400,
    }));
    expect(soakRows(hour).find((r) => r.measure === 'domNodes')?.verdict).toBe('ok');
  });

  it('says "not checked" for a measure it could not read', () => {
    const hour = Array.from({ length: 61 }, (_, m) => ({ ...flat(m), workerHeapMB: null }));
    expect(soakRows(hour).find((r) => r.measure === 'workerHeapMB')?.verdict).toBe('not checked');
    expect(soakRows([flat(0), flat(1)]).every((r) => r.verdict === 'not checked')).toBe(true);
  });
});
