// Runs in Node (`npm run contract`): writes the operator's contract, docs/operator-api.yaml, from
// the worker's schemas and the simulator's answers. A unit test fails when the committed file
// differs from what this writes.
import { writeFileSync } from 'node:fs';
import { OPERATOR_API_FILE, operatorApiYaml } from './operator-api.ts';

writeFileSync(OPERATOR_API_FILE, await operatorApiYaml());
console.log(`wrote ${OPERATOR_API_FILE}`);
