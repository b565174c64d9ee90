// Shared by the UI and the worker: the Valtio mirror's wire format and its applier.

/** A path from the state root: property names and array indices as strings. */
export type MirrorPath = string[];

/** One cleaned operation: plain values only, safe for postMessage. */
export type MirrorOp = ['set', MirrorPath, unknown] | ['delete', MirrorPath];

/** The operations of one task, numbered from 1 so a gap is visible. */
export interface MirrorBatch {
  seq: number;
  ops: MirrorOp[];
}

/** The whole state at a sequence number. */
export interface MirrorSnapshot<T> {
  seq: number;
  state: T;
}

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function walk(root: Container, path: MirrorPath): Container | null {
  let node: Container = root;
  for (const key of path) {
    if (FORBIDDEN.has(key)) return null;
    const next: unknown = (node as Record<string, unknown>)[key];
    if (!isContainer(next)) return null;
    node = next;
  }
  return node;
}

/** Applies one operation in place; returns false when its path does not exist. */
export function applyOp(root: Container, op: MirrorOp): boolean {
  const path = op[1];
  const key = path[path.length - 1];
  if (key === undefined || FORBIDDEN.has(key)) return false;
  const parent = walk(root, path.slice(0, -1));
  if (!parent) return false;
  if (op[0] === 'delete') {
    // Reflect keeps array holes as Valtio made them; a delete is never a splice.
    Reflect.deleteProperty(parent, key);
    return true;
  }
  const value = structuredClone(op[2]);
  if (Array.isArray(parent)) {
    if (key === 'length' && typeof value === 'number') parent.length = value;
    else if (Number.isInteger(Number(key))) parent[Number(key)] = value;
    else return false;
  } else {
    parent[key] = value;
  }
  return true;
}

/** Replaces the mirror's content with a snapshot, keeping the root object. */
export function replaceAll(root: Record<string, unknown>, state: object): void {
  for (const key of Object.keys(root)) if (!(key in state)) Reflect.deleteProperty(root, key);
  for (const [key, value] of Object.entries(state)) root[key] = structuredClone(value);
}

/**
 * Applies numbered batches in order. A batch that skips a number, or an op whose path
 * is missing, asks for a resync; a batch already applied is ignored.
 */
export class MirrorApplier<T extends object> {
  private seq = 0;

  constructor(
    private readonly root: Record<string, unknown>,
    private readonly resync: () => void,
  ) {}

  /** Starts (or restarts) from a full snapshot. */
  reset(snapshot: MirrorSnapshot<T>): void {
    replaceAll(this.root, snapshot.state);
    this.seq = snapshot.seq;
  }

  /** Applies a batch; returns false when a resync was requested. */
  apply(batch: MirrorBatch): boolean {
    if (batch.seq <= this.seq) return true;
    if (batch.seq !== this.seq + 1) {
      this.resync();
      return false;
    }
    this.seq = batch.seq;
    for (const op of batch.ops) {
      if (!applyOp(this.root, op)) {
        this.resync();
        return false;
      }
    }
    return true;
  }

  /** The last applied sequence number. */
  get sequence(): number {
    return this.seq;
  }
}
