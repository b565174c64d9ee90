// Runs on the main thread: the hidden area that test automation reads (scene, screen symbols).

/** Hidden data attributes with the current scene and the symbols on screen. */
export function AutomationArea(props: {
  scene: string;
  symbols: readonly string[];
  phase: string;
}) {
  return (
    <div
      id="automation"
      hidden
      data-phase={props.phase}
      data-scene={props.scene}
      data-screen-symbols={props.symbols.join(',')}
    />
  );
}
