import { errorText } from "./api";
import { fieldErrorOf, type FieldError } from "./field-error";

/**
 * The state every form-driven page keeps: one error and one notice, cleared when an action
 * starts, the error set from the contract's envelope when it fails, and `busy` while one runs
 * (buttons disable themselves with it).
 */
export function actionState() {
  const state = $state<{ error: string; notice: string; busy: boolean; field: FieldError | null }>({ error: "", notice: "", busy: false, field: null });
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
    /** The last refusal's field error when it names `param`: the page shows it at that field (see `pageError`). */
    fieldError(param: string): FieldError | null {
      return state.field?.param === param ? state.field : null;
    },
    /** The error for the top of the page: none when it belongs to one of the fields the page shows errors at. */
    pageError(...fields: string[]): string {
      return state.field && fields.includes(state.field.param) ? "" : state.error;
    },
    async run(action: () => Promise<void>): Promise<void> {
      state.error = "";
      state.field = null;
      state.notice = "";
      state.busy = true;
      try {
        await action();
      } catch (e) {
        state.error = errorText(e);
        state.field = fieldErrorOf(e);
      } finally {
        state.busy = false;
      }
    },
  };
}
