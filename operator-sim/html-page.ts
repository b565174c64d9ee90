// Runs in Node: the shell of the simulator's own pages (the lobby, the report, /__sim/perf), so
// each writes only its title, its styles and its body.

/** A whole page in English: `title`, an optional stylesheet `style`, and `body` as it is. */
export function htmlPage(title: string, body: string, style = ''): string {
  const styles = style === '' ? '' : `<style>\n${style.trim()}\n</style>\n`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${title}</title>
${styles}</head>
<body>
${body.trim()}
</body>
</html>
`;
}
