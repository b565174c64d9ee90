// Runs in the browser, in a game's frame: the SDK's public entry (what `@game-container/sdk`
// exports). connect.ts is the game's side of the protocol, protocol.ts its declarations.
export {
  type ConnectOptions,
  type ContainerEvent,
  type FreeSpinProgress,
  type GameConnection,
  ProtocolVersionError,
  SDK_VERSION,
  connect,
  parentOrigin,
} from './connect.ts';
export {
  type AutoPlayEvent,
  type ButtonLayout,
  type ContainerMessage,
  type ContainerMessages,
  type Edge,
  type GameMessage,
  type GameMessages,
  type GameStatus,
  type Hello,
  type Insets,
  type JackpotHit,
  type ModalName,
  type RequestResult,
  type ReservedArea,
  type Room,
  type Versioned,
  type Welcome,
  BUSY_VERSION,
  PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
  RULES_VERSION,
  agreeVersion,
} from './protocol.ts';
export { addressInsets } from './read.ts';
export {
  DEFAULT_RULES,
  type Rules,
  autoDabBreaks,
  autoPlayBreaks,
  readRules,
  stakeBreaks,
} from './rules.ts';
