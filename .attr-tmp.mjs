import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const [js, mapf] = [process.argv[2], process.argv[2] + '.map'];
const code = readFileSync(js, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(mapf, 'utf8')));
const lines = code.split('\n');
const sizes = {};
let last = null;
// walk chars by mapping segments
const segs = [];
map.eachMapping((m) => segs.push(m));
segs.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i = 0; i < segs.length; i++) {
  const s = segs[i], n = segs[i + 1];
  let len;
  if (n && n.generatedLine === s.generatedLine) len = n.generatedColumn - s.generatedColumn;
  else len = lines[s.generatedLine - 1].length - s.generatedColumn;
  const src = s.source || '?';
  sizes[src] = (sizes[src] || 0) + len;
}
const tot = code.length;
Object.entries(sizes).sort((a, b) => b[1] - a[1]).forEach(([k, v]) => console.log(String(v).padStart(6), (v / tot * 100).toFixed(1).padStart(5), k.replace(/.*path2\//, '').replace(/^(\.\.\/)+/, '')));
console.log('total', tot);
