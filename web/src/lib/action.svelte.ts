import { errorText } from "./api";

/**
 * The state every form-driven page keeps: one error and one notice, cleared when an action
 * starts, the error set from the contract's envelope when it fails.
 */
export function actionState() {
  const state = $state({ error: "", notice: "" });
  return {
    get error() {
      return state.error;
    },
    get notice() {
      return state.notice;
    },
    set notice(value: string) {
      state.notice = value;
    },
    async run(action: () => Promise<void>): Promise<void> {
      state.error = "";
      state.notice = "";
      try {
        await action();
      } catch (e) {
        state.error = errorText(e);
      }
    },
  };
}
