// For tsc over the tests (tsconfig.node.json, no vite/client types): a panel under component
// test may import its stylesheet for its side effect, as Vite builds it (Vitest ignores CSS).
declare module '*.css';
