/** The chat turn: types, the turn itself (turn.ts), its prompt, stream and model loop. */
export { chatTurn, MODEL_FAILED_NOTICE } from "./turn";
export type { ChatEvent, ModelConfig, TurnInput, TurnResult } from "./types";
