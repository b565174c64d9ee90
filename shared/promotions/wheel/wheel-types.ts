// Shared by the UI and the worker: the lucky wheel's spins (SPEC §3, §7); its entities and the
// JSON shapes of its calls are the schemas' (wheel-schema.ts).

/** A spin of the wheel (the drawType of the entries call). */
export type SpinType = 'normal' | 'lucky';
