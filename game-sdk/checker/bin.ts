#!/usr/bin/env -S node --import tsx
// Runs in Node: the `game-container-check` command (the SDK package's bin). TypeScript run by
// tsx, which the repository has; see docs/decisions.md for a published package.
import { main } from './cli.ts';

process.exitCode = await main(process.argv.slice(2));
