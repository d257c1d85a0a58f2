import { errorText } from "./api";

/**
 * The state every form-driven page keeps: one error and one notice, cleared when an action
 * starts, the error set from the contract's envelope when it fails, and `busy` while one runs
 * (buttons disable themselves with it).
 */
export function actionState() {
  const state = $state({ error: "", notice: "", busy: false });
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
    get busy() {
      return state.busy;
    },
    async run(action: () => Promise<void>): Promise<void> {
      state.error = "";
      state.notice = "";
      state.busy = true;
      try {
        await action();
      } catch (e) {
        state.error = errorText(e);
      } finally {
        state.busy = false;
      }
    },
  };
}
