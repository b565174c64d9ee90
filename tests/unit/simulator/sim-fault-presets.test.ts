// Runs in Vitest (Node): the fault rules' checks, the named presets (posted or opened as one
// link) and the environments for lines and services that never resolve, under msw.
import { describe, expect, it } from 'vitest';
import { parseFaultRules } from '../../../operator-sim/fault-parse.ts';
import { FAULT_PRESETS } from '../../../operator-sim/fault-presets.ts';
import type { EnvConfig } from '../../../src-worker/boot/wire.ts';
import { useSimServer } from '../support/sim-server.ts';

const sim = useSimServer();
const FAULTS = 'http://app.test/__sim/faults';
const post = (body: unknown) =>
  fetch(FAULTS, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
const refusal = async (rule: unknown) => {
  const answer = await post(rule);
  expect(answer.status).toBe(400);
  return ((await answer.json()) as { error: string }).error;
};

describe('the new rule fields are checked', () => {
  it.each([
    [{ stallAfterBytes: -1 }, 'stallAfterBytes must be an integer 0..'],
    [{ stallAfterBytes: 1.5 }, 'stallAfterBytes must be an integer'],
    [{ bytesPerSecond: 0 }, 'bytesPerSecond must be an integer 1..10000000'],
    [{ bytesPerSecond: 10_000_001 }, 'bytesPerSecond must be an integer 1..10000000'],
    [{ sliceBytes: 0, sliceDelayMs: 10 }, 'sliceBytes must be an integer 1..'],
    [{ sliceBytes: 8 }, 'sliceBytes and sliceDelayMs go together'],
    [{ sliceBytes: 8, sliceDelayMs: 120_001 }, 'sliceDelayMs must be a number 0..120000'],
    [{ resetAfterBytes: '20' }, 'resetAfterBytes must be an integer 0..'],
    [{ limitBytes: Number.NaN }, 'limitBytes must be an integer 0..'],
    [{ slowCloseMs: -5 }, 'slowCloseMs must be a number 0..120000'],
    [{ hang: 'yes' }, 'hang must be a boolean'],
    [{ flap: { downMs: 99, upMs: 1000 } }, 'flap must be {downMs, upMs}, each 100..120000'],
    [{ flap: { downMs: 1000, upMs: 120_001 } }, 'flap must be {downMs, upMs}, each 100..120000'],
    [{ flap: true }, 'flap must be {downMs, upMs}'],
  ])('refuses %j with a reason', async (fields, reason) => {
    expect(await refusal({ path: '/frontendAPI.do', ...fields })).toContain(reason);
    expect(sim.world.faults.list()).toEqual([]);
  });

  it('keeps the fields it accepts, bounds included', () => {
    const rule = {
      path: '/env/*.json',
      stallAfterBytes: 0,
      bytesPerSecond: 10_000_000,
      sliceBytes: 1,
      sliceDelayMs: 0,
      resetAfterBytes: 100,
      limitBytes: 50,
      slowCloseMs: 120_000,
      hang: false,
      flap: { downMs: 100, upMs: 120_000 },
    };
    expect(parseFaultRules(rule)).toEqual([rule]);
  });
});

describe('fault presets', () => {
  it.each(FAULT_PRESETS.map((p) => [p.name, p] as const))(
    '%s: its rules parse as they are, and it says what a player meets',
    (_name, preset) => {
      expect(parseFaultRules(preset.rules)).toEqual(preset.rules);
      expect(preset.rules.length).toBeGreaterThan(0);
      expect(preset.description.length).toBeGreaterThan(10);
    },
  );

  it('adds a preset posted by name, and refuses an unknown one naming the presets', async () => {
    const answer = await post({ preset: 'stall-login' });
    expect(answer.status).toBe(201);
    expect(sim.world.faults.list()).toEqual([{ path: '/frontendAPI.do', stallAfterBytes: 20 }]);
    const error = await refusal({ preset: 'dial-up' });
    expect(error).toContain('unknown preset');
    for (const p of FAULT_PRESETS) expect(error).toContain(p.name);
  });

  it('opens as one link: clears the faults, adds the preset, sends a fresh demo player', async () => {
    sim.world.faults.add([{ path: '*', status: 500 }]);
    const link = await fetch('http://app.test/__sim/fault/services-5xx', { redirect: 'manual' });
    expect(link.status).toBe(303);
    const to = new URL(link.headers.get('location') ?? '');
    expect(to.origin).toBe('http://app.test');
    expect(to.searchParams.get('e')).toBe('demo');
    expect(to.searchParams.get('x')).toMatch(/^player-[\w-]+$/);
    const services = FAULT_PRESETS.find((p) => p.name === 'services-5xx')!;
    expect(sim.world.faults.list()).toEqual(services.rules);
    expect((await fetch('http://line-a.test/seat/v1/info/slot/2001')).status).toBe(503);
    const again = await fetch('http://app.test/__sim/fault/services-5xx', { redirect: 'manual' });
    expect(again.headers.get('location')).not.toBe(link.headers.get('location'));
  });

  it('clears every fault for the none link, and 404s a name that is no preset', async () => {
    sim.world.faults.add([{ path: '*', status: 500 }]);
    const none = await fetch('http://app.test/__sim/fault/none', { redirect: 'manual' });
    expect(none.status).toBe(303);
    expect(sim.world.faults.list()).toEqual([]);
    expect((await fetch('http://app.test/__sim/fault/dial-up')).status).toBe(404);
  });

  it('times the flapping preset from when the link set it', async () => {
    await fetch('http://app.test/__sim/fault/flapping', { redirect: 'manual' });
    await expect(fetch('http://line-a.test/env/speedtest.png')).rejects.toThrow();
    expect((await fetch('http://app.test/env/demo.json')).status).toBe(200);
  });
});

describe('environments for one line and for hosts that never resolve', () => {
  const configOf = async (e: string) =>
    (await (await fetch(`http://app.test/env/${e}.json`)).json()) as EnvConfig;

  it('single-line lists line A alone', async () => {
    expect((await configOf('single-line')).lines).toEqual(['http://line-a.test']);
  });

  it('unresolvable-services puts the services and the asset CDN on services.invalid', async () => {
    const config = await configOf('unresolvable-services');
    const dead = 'http://services.invalid';
    const { promotion, seat, jackpot, player, st } = config.servers;
    expect([promotion, seat, jackpot, player, config.assetCdn]).toEqual([
      dead,
      dead,
      dead,
      dead,
      dead,
    ]);
    expect(st).toBe('http://line-a.test');
    expect(config.lines).toEqual((await configOf('demo')).lines);
  });

  it('unresolvable-line lists line.invalid first, then line A, where the servers are', async () => {
    const config = await configOf('unresolvable-line');
    expect(config.lines).toEqual(['http://line.invalid', 'http://line-a.test']);
    expect(config.servers.seat).toBe('http://line-a.test');
  });
});
